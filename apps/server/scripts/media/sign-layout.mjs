// Where a product sign's words go: the headline wrapped onto one or two lines at the largest
// size that fits the sign, the tag line under it. Sizes are in supersampled pixels.

import { MATRIX, SUPER } from './sign-graph.mjs'

const WIDTH = MATRIX.w * SUPER
const HEIGHT = MATRIX.h * SUPER
/** Room left and right for the chase border and the text's outline. */
const USABLE_WIDTH = WIDTH - 28
/** DejaVu Sans Bold capitals average about 0.74 em; a little over, so no line is cut. */
const EM_PER_CAPITAL = 0.76
/** Capitals fill about 0.73 em above the baseline. */
const CAP_HEIGHT = 0.73

/** Characters a tag shows: a drawtext expansion such as a countdown shows one digit. */
const shownLength = (text) => text.replace(/%\{[^}]*\}/g, '0').length

const fitWidth = (chars) => Math.floor(USABLE_WIDTH / (chars * EM_PER_CAPITAL))

/** The ways to break the headline: whole, or at each space into two lines. */
function breaks(text) {
  const words = text.split(' ')
  const options = [[text]]
  for (let i = 1; i < words.length; i++) {
    options.push([words.slice(0, i).join(' '), words.slice(i).join(' ')])
  }
  return options
}

/**
 * The layout of a sign: `lines` of the headline with their font size and top edge, and the
 * tag's size and top edge. The headline takes the break giving it the largest letters.
 */
export function signLayout({ text, tag }) {
  const tagSize = Math.min(40, fitWidth(shownLength(tag)))
  const tagTop = HEIGHT - 14 - Math.round(tagSize * CAP_HEIGHT)
  const top = 12
  const bottom = tagTop - 14
  let best = null
  for (const lines of breaks(text)) {
    const slot = (bottom - top) / lines.length
    const byHeight = Math.floor((slot * 0.86) / CAP_HEIGHT)
    const longest = Math.max(...lines.map((line) => line.length))
    const size = Math.min(lines.length === 1 ? 68 : 56, byHeight, fitWidth(longest))
    if (!best || size > best.size) best = { lines, size, slot }
  }
  const capHeight = Math.round(best.size * CAP_HEIGHT)
  return {
    headline: best.lines.map((line, i) => ({
      text: line,
      size: best.size,
      top: Math.round(top + i * best.slot + (best.slot - capHeight) / 2),
    })),
    tag: { text: tag, size: tagSize, top: tagTop },
  }
}
