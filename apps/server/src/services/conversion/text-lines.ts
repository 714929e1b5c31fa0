import { boxBlur, type GreyPicture, otsuThreshold } from './grey-picture.ts'

/** A connected bright shape's bounding box and how many of its pixels are lit. */
interface Shape {
  left: number
  right: number
  top: number
  bottom: number
  lit: number
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const heightOf = (shape: Shape) => shape.bottom - shape.top + 1
const widthOf = (shape: Shape) => shape.right - shape.left + 1

/** Merges the dots of a sign 4 to 5 pixels apart (the demo clips' pitch) into strokes. */
const BLUR_RADIUS = 2
/**
 * A letter at least this many pixels tall: a lone LED dot blurred is about 7 (snow, chase
 * lights, the dots of a bubble's ring), and text this small on the source is unreadable at
 * any sign size the converter makes from it anyway.
 */
const MIN_LETTER = 9
/** Letters in one line are within this fraction of the line's usual letter height. */
const SAME_HEIGHT = 0.15
/** A line has at least this many letters (or merged words) of the same height... */
const MIN_LETTERS = 3
/** ...no further apart than this many times their height (a word space is under one)... */
const MAX_GAP = 1.2

/** Every bright shape (4-connected) in the mask, found with an explicit stack. */
function shapes(mask: Uint8Array, width: number, height: number): Shape[] {
  const seen = new Uint8Array(mask.length)
  const found: Shape[] = []
  const stack: number[] = []
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue
    const shape = { left: width, right: 0, top: height, bottom: 0, lit: 0 }
    seen[start] = 1
    stack.push(start)
    while (stack.length > 0) {
      const at = stack.pop() as number
      const x = at % width
      const y = (at - x) / width
      shape.lit += 1
      shape.left = Math.min(shape.left, x)
      shape.right = Math.max(shape.right, x)
      shape.top = Math.min(shape.top, y)
      shape.bottom = Math.max(shape.bottom, y)
      const next = [x > 0 && at - 1, x < width - 1 && at + 1, y > 0 && at - width]
      next.push(y < height - 1 && at + width)
      for (const neighbour of next) {
        if (neighbour !== false && mask[neighbour] && !seen[neighbour]) {
          seen[neighbour] = 1
          stack.push(neighbour)
        }
      }
    }
    found.push(shape)
  }
  return found
}

/** Could be a letter or a word: not touching the frame (borders, chase lights), not a speck. */
function letterLike(shape: Shape, picture: GreyPicture): boolean {
  const tall = heightOf(shape)
  const touchesEdge =
    shape.left === 0 ||
    shape.top === 0 ||
    shape.right === picture.width - 1 ||
    shape.bottom === picture.height - 1
  return (
    !touchesEdge &&
    tall >= MIN_LETTER &&
    tall <= picture.height * 0.6 &&
    shape.lit >= 0.2 * tall * widthOf(shape)
  )
}

/** Shapes whose middles share a band of rows, left to right: candidate lines of text. */
function rows(letters: Shape[]): Shape[][] {
  const lines: { top: number; bottom: number; shapes: Shape[] }[] = []
  for (const shape of [...letters].sort((a, b) => a.left - b.left)) {
    const middle = (shape.top + shape.bottom) / 2
    const line = lines.find((candidate) => middle >= candidate.top && middle <= candidate.bottom)
    if (line) {
      line.shapes.push(shape)
      line.top = Math.min(line.top, shape.top)
      line.bottom = Math.max(line.bottom, shape.bottom)
    } else {
      lines.push({ top: shape.top, bottom: shape.bottom, shapes: [shape] })
    }
  }
  return lines.map((line) => line.shapes)
}

/**
 * The height of a line of text in pixels, or null when the shapes are not one: a run of at
 * least MIN_LETTERS shapes of like height standing on one baseline (or hanging from one cap
 * line), each close to the one before as letters and words are (snowflakes and scattered
 * dots are far apart). A word whose letters merged counts as one shape: a lone word-shaped
 * blob is not taken for text, as pieces of a pattern are shaped like that too.
 */
function lineHeight(line: Shape[]): number | null {
  let best: number | null = null
  for (const [index, first] of line.entries()) {
    const tall = heightOf(first)
    const run = [tall]
    let last = first
    for (const shape of line.slice(index + 1)) {
      const aligned =
        Math.abs(shape.top - first.top) <= tall * SAME_HEIGHT ||
        Math.abs(shape.bottom - first.bottom) <= tall * SAME_HEIGHT
      if (!aligned || Math.abs(heightOf(shape) - tall) > tall * SAME_HEIGHT) continue
      if (shape.left - last.right > tall * MAX_GAP) break
      run.push(heightOf(shape))
      last = shape
    }
    if (run.length >= MIN_LETTERS) best = Math.min(best ?? tall, median(run))
  }
  return best
}

/** A line of text found in a picture: where its letters start and how tall they are, in pixels. */
export interface TextLine {
  top: number
  left: number
  height: number
}

/**
 * The lines of text in the picture (bright letters on a darker ground, as signs show them):
 * the dots blurred into strokes, split at Otsu's level, the bright shapes grouped into lines
 * of like letters. Top to bottom.
 */
export function textLines(picture: GreyPicture): TextLine[] {
  const blurred = boxBlur(picture, BLUR_RADIUS)
  const level = otsuThreshold(blurred)
  const mask = new Uint8Array(blurred.length)
  for (let i = 0; i < blurred.length; i++) mask[i] = (blurred[i] ?? 0) > level ? 1 : 0
  const letters = shapes(mask, picture.width, picture.height).filter((shape) =>
    letterLike(shape, picture),
  )
  const lines: TextLine[] = []
  for (const line of rows(letters)) {
    const height = lineHeight(line)
    const first = line[0]
    if (height !== null && first) {
      lines.push({ top: Math.min(...line.map((shape) => shape.top)), left: first.left, height })
    }
  }
  return lines.sort((a, b) => a.top - b.top)
}

/** The height in pixels of the picture's smallest line of text, or null when it shows none. */
export function smallestTextHeight(picture: GreyPicture): number | null {
  const heights = textLines(picture).map((line) => line.height)
  return heights.length > 0 ? Math.min(...heights) : null
}
