// The filtergraph of one LED sign: an animated background, text drawn on a supersampled
// copy, then round LED dots.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FONT } from './ffmpeg-run.mjs'
import { FPS } from './loop.mjs'
import { rgb } from './palette.mjs'
import { CHASE, pattern } from './patterns.mjs'

/** The LED matrix every product sign is drawn on, and the supersampling used for its text. */
export const MATRIX = { w: 96, h: 48 }
export const SUPER = 4

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

export const drawtext = (opts) =>
  `drawtext=fontfile='${FONT}':${Object.entries(opts)
    .map(([k, v]) => `${k}=${v}`)
    .join(':')}`

/**
 * Filtergraph for one LED sign of `matrix` LEDs, `cell` pixels per LED, ending in [sign].
 * `texts` are drawtext option sets drawn on the supersampled content. With `frame`, only
 * that frame goes on past the cheap background (keeping its time, so text moves agree),
 * for a still.
 */
export function signGraph({ matrix, cell, spec, texts, duration, frame }) {
  const { w, h } = matrix
  const only = frame === undefined ? '' : `trim=start_frame=${frame}:end_frame=${frame + 1},`
  return [
    `color=c=black:s=${w}x${h}:r=${FPS}:d=${duration},format=gbrp,${background(spec)},${only}`,
    `scale=${w * SUPER}:${h * SUPER}:flags=neighbor,format=rgb24,`,
    texts.map(drawtext).join(','),
    `,scale=${w}:${h}:flags=area,scale=${w * cell}:${h * cell}:flags=neighbor,format=gbrp,`,
    `${ledDots(cell, w * cell, h * cell)}[sign]`,
  ].join('')
}

/**
 * drawtext reads its text from a file, so no text ever needs filtergraph escaping. The files
 * live in one temporary directory for the whole run.
 */
export async function openTextFiles() {
  const dir = await mkdtemp(path.join(tmpdir(), 'marquee-media-'))
  let count = 0
  return {
    async write(text) {
      const file = path.join(dir, `t${++count}.txt`)
      await writeFile(file, text)
      return file
    },
    close: () => rm(dir, { recursive: true, force: true }),
  }
}
