#!/usr/bin/env node
// Regenerates every file under apps/server/media/ with ffmpeg: for each sample product a
// four-second seamless LED-sign loop (clip.mp4) and its stills (poster, thumb, banner,
// related-1/2), plus the review avatars and the blog images.
//
//   node apps/server/scripts/make-media.mjs      (FFMPEG_PATH overrides the ffmpeg binary,
//                                                 FONT_FILE the bold TrueType font)
//
// What it draws is in media-specs.mjs. No dependencies beyond node:*.

import { execFile } from 'node:child_process'
import { access, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AVATARS, BLOG, LOOP, PALETTE, PRODUCTS } from './media-specs.mjs'

const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg'
const FONT = process.env.FONT_FILE || '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'media')

/** Frame rate of every clip: LOOP seconds make 100 frames, numbered 0 to 99. */
const FPS = 25
/** The LED matrix every sign image is drawn on, and the supersampling used for its content. */
const MATRIX = { w: 96, h: 48 }
const SUPER = 4

// ---------------------------------------------------------------------------------------------

function run(args) {
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-y', ...args],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          const out = args.at(-1)
          reject(new Error(`ffmpeg failed making ${out}:\n${stderr || error.message}`))
        } else resolve()
      },
    )
  })
}

async function checkTools() {
  await new Promise((resolve) => {
    execFile(FFMPEG, ['-hide_banner', '-version'], (error) => {
      if (error) {
        console.error(
          `make-media: cannot run ffmpeg (${FFMPEG}): ${error.code === 'ENOENT' ? 'not found' : error.message}.\n` +
            'Install ffmpeg 5.1 or newer (with libx264 and drawtext), or set FFMPEG_PATH to the binary.',
        )
        process.exit(1)
      }
      resolve()
    })
  })
  try {
    await access(FONT)
  } catch {
    console.error(
      `make-media: font not found: ${FONT}. Install fonts-dejavu-core or set FONT_FILE.`,
    )
    process.exit(1)
  }
}

const rgb = (name) => {
  const c = PALETTE[name]
  if (!c) throw new Error(`make-media: unknown colour '${name}'`)
  return c
}
const hex = (name) =>
  `0x${rgb(name)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`

/**
 * Animated background as two weights in geq syntax (X, Y, W, H, T at matrix resolution):
 * a scales the accent colour, b adds white. Every motion repeats exactly every LOOP seconds.
 */
function pattern(kind) {
  switch (kind) {
    case 'stripes':
      // Diagonal stripes 12 px apart moving 12 px/s: 4 stripes per loop.
      return { a: `0.45*lt(mod(X+Y+T*12,12),5)`, b: '0' }
    case 'chevrons':
      // Right-pointing chevrons 16 px apart moving right 24 px/s: 6 chevrons per loop.
      return { a: `0.55*lt(mod(X+abs(Y-H/2)-T*24+960,16),6)`, b: '0' }
    case 'rays': {
      // Twelve rays turning two rays per loop, brighter towards the edge.
      const ray = `lt(mod(atan2(Y-H/2,X-W/2)*6/PI+T/2+12,1),0.5)`
      return { a: `${ray}*(0.15+0.45*min(1,hypot(X-W/2,Y-H/2)/(H/2)))`, b: '0' }
    }
    case 'beam': {
      // A soft white beam sweeping once per loop over a dim accent field; it wraps off-screen.
      const c = `(mod(T/${LOOP}+0.35,1)*W*1.6-W*0.3)`
      return {
        a: '(0.08+0.2*Y/H)',
        b: `0.8*exp(-pow(X+(Y-H/2)*0.5-${c},2)/(W*0.25))`,
      }
    }
    case 'bubbles': {
      // Nine foam rings rising at 1x or 2x of span/LOOP px/s, so each returns to its start.
      const s = 'H/48'
      const rings = []
      const fills = []
      for (let k = 0; k < 9; k++) {
        const span = `(H+20*${s})`
        const speed = k % 3 === 1 ? 2 : 1
        const cx = `(W*${(k + 0.5) / 9}+2*${s}*sin(PI*T/2+${k}))`
        const cy = `(H+10*${s}-mod(T*${span}*${speed}/${LOOP}+${span}*${((k * 4) % 9) / 9},${span}))`
        const r = `(${3.5 + (k % 3) * 2}*${s})`
        const d = `hypot(X-${cx},Y-${cy})`
        rings.push(`lt(abs(${d}-${r}),0.85*${s})`)
        fills.push(`lt(${d},${r})`)
      }
      return {
        a: `(0.1+0.22*(1-Y/H)+0.3*min(1,${fills.join('+')}))`,
        b: `0.75*min(1,${rings.join('+')})`,
      }
    }
    default:
      throw new Error(`make-media: unknown pattern '${kind}'`)
  }
}

/** Marquee chase lights on the outer ring of LEDs: 2 on, 2 off, stepping 6 times a second. */
const CHASE = (() => {
  const p = 'if(lt(Y,1),X,if(gt(X,W-2),W-1+Y,if(gt(Y,H-2),2*(W-1)+(H-1)-X,2*(W-1)+2*(H-1)-Y)))'
  const border = 'gt(lt(X,1)+gt(X,W-2)+lt(Y,1)+gt(Y,H-2),0)'
  return `${border}*lt(mod(${p}+400-floor(T*6),4),2)`
})()

/** geq for the matrix background (rgb planes). */
function background({ colors, pattern: kind, chase }) {
  const accent = rgb(colors[1])
  const { a, b } = pattern(kind)
  const chan = (i) => {
    const chaseTerm = chase ? `+${accent[i]}*${CHASE}` : ''
    return `'clip(${accent[i]}*${a}+255*${b}${chaseTerm},0,255)'`
  }
  return `geq=r=${chan(0)}:g=${chan(1)}:b=${chan(2)}`
}

/**
 * Round LED dots, `cell` output pixels per LED: a one-frame mask (bright centre, dark gaps)
 * that blend repeats over every frame of the sign, which is lifted first so unlit LEDs show
 * faintly grey.
 */
function ledDots(cell, w, h) {
  const r = cell / 2
  const m = `'255*pow(clip(1.25-(pow(mod(X,${cell})+0.5-${r},2)+pow(mod(Y,${cell})+0.5-${r},2))/${r * r},0,1),1.5)'`
  const lift = `'clip(val*1.1+16,0,255)'`
  return [
    `lutrgb=r=${lift}:g=${lift}:b=${lift}[lit];`,
    `color=c=black:s=${w}x${h}:r=1:d=1,format=gbrp,geq=r=${m}:g=${m}:b=${m}[dots];`,
    '[lit][dots]blend=all_mode=multiply',
  ].join('')
}

let textDir = ''
let textCount = 0
/** drawtext reads its text from a file, so no text ever needs filtergraph escaping. */
async function textFile(text) {
  const file = path.join(textDir, `t${++textCount}.txt`)
  await writeFile(file, text)
  return file
}

const drawtext = (opts) =>
  `drawtext=fontfile='${FONT}':${Object.entries(opts)
    .map(([k, v]) => `${k}=${v}`)
    .join(':')}`

/**
 * Filtergraph for one LED sign of `matrix` LEDs, `cell` pixels per LED, ending in [sign].
 * `texts` are drawtext option sets drawn on the supersampled content.
 */
function signGraph({ matrix, cell, spec, texts, duration }) {
  const { w, h } = matrix
  return [
    `color=c=black:s=${w}x${h}:r=${FPS}:d=${duration},format=gbrp,${background(spec)},`,
    `scale=${w * SUPER}:${h * SUPER}:flags=neighbor,format=rgb24,`,
    texts.map(drawtext).join(','),
    `,scale=${w}:${h}:flags=area,scale=${w * cell}:${h * cell}:flags=neighbor,format=gbrp,`,
    `${ledDots(cell, w * cell, h * cell)}[sign]`,
  ].join('')
}

/** The drawtext layers of a product sign: the headline scrolling as a seamless band, the tag. */
async function productTexts(spec) {
  const [text] = spec.colors
  const band = await textFile(`${spec.text}   \u2022   `)
  const tag = await textFile(spec.tag)
  const common = { bordercolor: 'black', borderw: 6 }
  // Three copies of "TEXT • " side by side scroll left by one copy width (tw, far wider than
  // the sign) per loop, so the frame after the last is the first again.
  const scroll = (x) => ({
    textfile: `'${band}'`,
    fontsize: 64,
    fontcolor: hex(text),
    x: `'${x}'`,
    y: 14,
    ...common,
  })
  return [
    ...[-1, 0, 1].map((k) => scroll(`16+${k}*tw-tw*t/${LOOP}`)),
    {
      textfile: `'${tag}'`,
      fontsize: 48,
      fontcolor: 'white',
      // One pulse per second, full brightness on whole seconds.
      alpha: `'0.3+0.7*(0.5+0.5*cos(2*PI*t))'`,
      x: `'(w-tw)/2'`,
      y: 104,
      ...common,
    },
  ]
}

const seekArgs = (t) => (t > 0 ? ['-ss', String(t)] : [])

async function makeProduct(spec) {
  const dir = path.join(MEDIA_DIR, 'products', spec.slug)
  await mkdir(dir, { recursive: true })
  const texts = await productTexts(spec)
  const out = (f) => path.join(dir, f)

  // The clip: 96x48 LEDs at 4 px each = 384x192.
  await run([
    '-filter_complex',
    signGraph({ matrix: MATRIX, cell: 4, spec, texts, duration: LOOP }) +
      ';[sign]format=yuv420p[v]',
    '-map',
    '[v]',
    '-frames:v',
    String(LOOP * FPS),
    '-r',
    String(FPS),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    out('clip.mp4'),
  ])

  // Stills: the same sign at 6 px per LED (576x288) in a dark bezel, 640x320.
  const still = async (t, file) => {
    await run([
      '-filter_complex',
      `${signGraph({ matrix: MATRIX, cell: 6, spec, texts, duration: LOOP })};` +
        '[sign]pad=640:320:(ow-iw)/2:(oh-ih)/2:color=0x0b0b0d[v]',
      '-map',
      '[v]',
      ...seekArgs(t),
      '-frames:v',
      '1',
      '-q:v',
      '4',
      out(file),
    ])
  }
  await still(0, 'poster.jpg')
  await still(1, 'related-1.jpg')
  await still(2, 'related-2.jpg')
  await run([
    '-i',
    out('poster.jpg'),
    '-vf',
    'scale=240:120:flags=area',
    '-q:v',
    '4',
    out('thumb.jpg'),
  ])

  // Banner 1280x400: the sign at 7 px per LED (672x336) in a bezel, on a dark glow of its
  // accent colour.
  const accent = rgb(spec.colors[1])
  const glow = (i) =>
    `'clip(8+${accent[i]}*0.3*exp(-(pow((X-W/2)/460,2)+pow((Y-H/2)/240,2)))+${accent[i]}*0.06*Y/H,0,255)'`
  await run([
    '-filter_complex',
    `${signGraph({ matrix: MATRIX, cell: 7, spec, texts, duration: LOOP })};` +
      '[sign]pad=iw+16:ih+16:8:8:color=0x151518[framed];' +
      `color=c=black:s=1280x400:d=${LOOP}:r=${FPS},format=gbrp,geq=r=${glow(0)}:g=${glow(1)}:b=${glow(2)}[bg];` +
      '[bg][framed]overlay=(W-w)/2:(H-h)/2[v]',
    '-map',
    '[v]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    out('banner.jpg'),
  ])
}

async function makeAvatar({ initials, color }, n) {
  const dir = path.join(MEDIA_DIR, 'avatars')
  const c = rgb(color)
  // A radial gradient of the colour with white initials.
  const ch = (i) => `'${c[i]}*(1-0.55*hypot(X-W*0.35,Y-H*0.3)/W)'`
  const file = await textFile(initials)
  await run([
    '-filter_complex',
    `color=c=black:s=96x96:d=1,format=gbrp,geq=r=${ch(0)}:g=${ch(1)}:b=${ch(2)},` +
      drawtext({
        textfile: `'${file}'`,
        fontsize: 38,
        fontcolor: 'white',
        shadowcolor: '0x00000080',
        shadowx: 2,
        shadowy: 2,
        x: `'(w-tw)/2'`,
        y: `'(h-th)/2'`,
      }) +
      '[v]',
    '-map',
    '[v]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    path.join(dir, `${n}.jpg`),
  ])
}

async function makeBlogImage({ lines, colors, pattern: kind }, n) {
  const dir = path.join(MEDIA_DIR, 'blog')
  // 160x90 LEDs at 5 px each = 800x450; the words are centred, one size for all lines.
  const matrix = { w: 160, h: 90 }
  const cw = matrix.w * SUPER
  const ch = matrix.h * SUPER
  const longest = Math.max(...lines.map((l) => l.length))
  const fontsize = Math.min(
    Math.floor((ch * 0.78) / lines.length / 1.08),
    Math.floor((cw * 0.86) / (longest * 0.66)),
  )
  const lineHeight = Math.round(fontsize * 1.08)
  const top = Math.round((ch - lineHeight * lines.length) / 2)
  const texts = []
  for (const [i, line] of lines.entries()) {
    texts.push({
      textfile: `'${await textFile(line)}'`,
      fontsize,
      fontcolor: hex(colors[0]),
      bordercolor: 'black',
      borderw: 8,
      x: `'(w-tw)/2'`,
      y: top + i * lineHeight + Math.round(fontsize * 0.08),
    })
  }
  await run([
    '-filter_complex',
    `${signGraph({ matrix, cell: 5, spec: { colors, pattern: kind, chase: true }, texts, duration: LOOP })};[sign]null[v]`,
    '-map',
    '[v]',
    '-ss',
    '0.6',
    '-frames:v',
    '1',
    '-q:v',
    '6',
    path.join(dir, `${n}.jpg`),
  ])
}

async function listFiles(dir) {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await listFiles(full)))
    else out.push({ file: full, size: (await stat(full)).size })
  }
  return out
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  await checkTools()
  textDir = await mkdtemp(path.join(tmpdir(), 'marquee-media-'))
  try {
    for (const sub of ['products', 'avatars', 'blog']) {
      await rm(path.join(MEDIA_DIR, sub), { recursive: true, force: true })
      await mkdir(path.join(MEDIA_DIR, sub), { recursive: true })
    }
    const started = Date.now()
    await Promise.all([
      ...PRODUCTS.map(makeProduct),
      ...AVATARS.map((a, i) => makeAvatar(a, i + 1)),
      ...BLOG.map((b, i) => makeBlogImage(b, i + 1)),
    ])
    const files = (await listFiles(MEDIA_DIR)).sort((x, y) => x.file.localeCompare(y.file))
    let total = 0
    for (const { file, size } of files) {
      total += size
      console.log(`${kb(size).padStart(10)}  ${path.relative(MEDIA_DIR, file)}`)
    }
    console.log(
      `make-media: ${files.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${MEDIA_DIR} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  } finally {
    await rm(textDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
