// One product's files: the clean loop (clip.mp4) under the masters, and for the SPEC's sample
// products the related stills and the banner. The marked preview the shop plays, its poster
// and thumbnail are made from the master by mark-previews.ts.

import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { run, webpStill } from './ffmpeg-run.mjs'
import { FPS, HOLD_SECONDS, LOOP } from './loop.mjs'
import { rgb } from './palette.mjs'
import { MATRIX, signGraph } from './sign-graph.mjs'
import { productTexts } from './sign-texts.mjs'

/** The clip: 96x48 LEDs at 4 px each = 384x192, H.264 for every browser and controller. */
function clipArgs(graph, out) {
  return [
    ...['-filter_complex', `${graph};[sign]format=yuv420p[v]`, '-map', '[v]'],
    ...['-frames:v', String(LOOP * FPS), '-r', String(FPS)],
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-tune', 'animation'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', out],
  ]
}

/** A still of the sign at `seconds` into the loop, `cell` px per LED, inside `pad`. */
function stillArgs({ spec, texts, seconds, cell, pad, out, quality }) {
  const frame = seconds * FPS
  const graph = signGraph({ matrix: MATRIX, cell, spec, texts, duration: LOOP, frame })
  const framed = pad ? `;[sign]pad=${pad}:(ow-iw)/2:(oh-ih)/2:color=0x0b0b0d[v]` : ';[sign]null[v]'
  return [...['-filter_complex', graph + framed, '-map', '[v]'], ...webpStill(quality), out]
}

/** Banner 1280x400: the sign at 7 px per LED in a bezel, on a dark glow of its accent. */
function bannerArgs(spec, texts, out) {
  const accent = rgb(spec.colors[1])
  const glow = (i) =>
    `'clip(8+${accent[i]}*0.3*exp(-(pow((X-W/2)/460,2)+pow((Y-H/2)/240,2)))+${accent[i]}*0.06*Y/H,0,255)'`
  return [
    '-filter_complex',
    `${signGraph({ matrix: MATRIX, cell: 7, spec, texts, duration: LOOP, frame: HOLD_SECONDS * FPS })};` +
      '[sign]setpts=PTS-STARTPTS,pad=iw+16:ih+16:8:8:color=0x151518[framed];' +
      `color=c=black:s=1280x400:d=1:r=1,format=gbrp,geq=r=${glow(0)}:g=${glow(1)}:b=${glow(2)}[bg];` +
      '[bg][framed]overlay=(W-w)/2:(H-h)/2[v]',
    '-map',
    '[v]',
    ...webpStill(60),
    out,
  ]
}

export async function makeProduct(spec, { mediaDir, mastersDir }, textFiles) {
  const dir = path.join(mediaDir, 'products', spec.slug)
  const masterDir = path.join(mastersDir, 'products', spec.slug)
  await mkdir(dir, { recursive: true })
  await mkdir(masterDir, { recursive: true })
  const texts = await productTexts(spec, textFiles)
  const out = (f) => path.join(dir, f)
  const graph = signGraph({ matrix: MATRIX, cell: 4, spec, texts, duration: LOOP })

  await run(clipArgs(graph, path.join(masterDir, 'clip.mp4')))
  if (!spec.stills) return
  // Stills for the product's gallery: the sign at 6 px per LED in a bezel, 640x320.
  const still = (file, seconds) =>
    run(stillArgs({ spec, texts, seconds, cell: 6, pad: '640:320', out: out(file), quality: 60 }))
  await still('related-1.webp', HOLD_SECONDS - 1)
  await still('related-2.webp', HOLD_SECONDS + 1)
  await run(bannerArgs(spec, texts, out('banner.webp')))
}
