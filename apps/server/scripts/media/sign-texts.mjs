// The drawtext layers of a product sign: the headline sliding in, holding whole through the
// middle of the loop and sliding out, and the tag pulsing under it.

import { ENTER, LOOP } from './loop.mjs'
import { hex } from './palette.mjs'
import { signLayout } from './sign-layout.mjs'

/**
 * x of a headline line: in from the right edge over ENTER seconds (easing out), centred
 * until LOOP - ENTER, then out past the left edge (easing in). The first frame and the
 * frame after the last both show the headline just off the sign, so the loop has no jump.
 */
const SLIDE =
  `'(w-tw)/2+if(lt(t,${ENTER}),(w+tw)/2*pow(1-t/${ENTER},2),` +
  `if(gt(t,${LOOP - ENTER}),-(w+tw)/2*pow((t-${LOOP - ENTER})/${ENTER},2),0))'`

/** drawtext expands %{...} only where a sign asks for it (a countdown); '50% OFF' stays text. */
const expansion = (text) => (text.includes('%{') ? 'normal' : 'none')

export async function productTexts(spec, textFiles) {
  const [text] = spec.colors
  const layout = signLayout(spec)
  const outline = { bordercolor: 'black', borderw: 6 }
  const lines = []
  for (const line of layout.headline) {
    lines.push({
      textfile: `'${await textFiles.write(line.text)}'`,
      expansion: expansion(line.text),
      fontsize: line.size,
      fontcolor: hex(text),
      x: SLIDE,
      y: line.top,
      ...outline,
    })
  }
  return [
    ...lines,
    {
      textfile: `'${await textFiles.write(layout.tag.text)}'`,
      expansion: expansion(layout.tag.text),
      fontsize: layout.tag.size,
      fontcolor: 'white',
      // One pulse per second, full brightness on whole seconds.
      alpha: `'0.3+0.7*(0.5+0.5*cos(2*PI*t))'`,
      x: `'(w-tw)/2'`,
      y: layout.tag.top,
      ...outline,
    },
  ]
}
