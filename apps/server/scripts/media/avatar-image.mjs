// A review avatar: a radial gradient of the reviewer's colour with white initials.

import path from 'node:path'
import { run } from './ffmpeg-run.mjs'
import { rgb } from './palette.mjs'
import { drawtext } from './sign-graph.mjs'

export async function makeAvatar({ initials, color }, n, mediaDir, textFiles) {
  const c = rgb(color)
  const ch = (i) => `'${c[i]}*(1-0.55*hypot(X-W*0.35,Y-H*0.3)/W)'`
  const file = await textFiles.write(initials)
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
    ...['-map', '[v]', '-frames:v', '1', '-q:v', '4'],
    path.join(mediaDir, 'avatars', `${n}.jpg`),
  ])
}
