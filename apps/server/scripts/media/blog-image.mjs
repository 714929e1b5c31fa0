// A blog image: the topic word(s) centred on a 160x90 LED matrix at 5 px per LED (800x450).

import path from 'node:path'
import { run } from './ffmpeg-run.mjs'
import { LOOP } from './loop.mjs'
import { hex } from './palette.mjs'
import { SUPER, signGraph } from './sign-graph.mjs'

export async function makeBlogImage({ lines, colors, pattern }, n, mediaDir, textFiles) {
  const matrix = { w: 160, h: 90 }
  const cw = matrix.w * SUPER
  const ch = matrix.h * SUPER
  const longest = Math.max(...lines.map((l) => l.length))
  // One size for all lines, the largest that fits both ways.
  const fontsize = Math.min(
    Math.floor((ch * 0.78) / lines.length / 1.08),
    Math.floor((cw * 0.86) / (longest * 0.66)),
  )
  const lineHeight = Math.round(fontsize * 1.08)
  const top = Math.round((ch - lineHeight * lines.length) / 2)
  const texts = []
  for (const [i, line] of lines.entries()) {
    texts.push({
      textfile: `'${await textFiles.write(line)}'`,
      fontsize,
      fontcolor: hex(colors[0]),
      bordercolor: 'black',
      borderw: 8,
      x: `'(w-tw)/2'`,
      y: top + i * lineHeight + Math.round(fontsize * 0.08),
    })
  }
  const spec = { colors, pattern, chase: true }
  await run([
    '-filter_complex',
    `${signGraph({ matrix, cell: 5, spec, texts, duration: LOOP })};[sign]null[v]`,
    ...['-map', '[v]', '-ss', '0.6', '-frames:v', '1', '-q:v', '6'],
    path.join(mediaDir, 'blog', `${n}.jpg`),
  ])
}
