import { BLINK_PERIOD, FADE_SECONDS, type TextPlacement } from '@marquee/core'
import { filterValue } from './filter-escape.ts'

/** One placed text and the files ffmpeg reads it from: the text never enters the graph. */
export interface DrawnText {
  placement: TextPlacement
  /** A file holding exactly the text, in the conversion's private work directory; null: no text. */
  textFile: string | null
  /** The bundled TTF (sign-font-files.ts). */
  fontFile: string
}

/** Where the picture drawn on sits on the sign: the pad's offset, 0 without a pad. */
export interface PictureOffset {
  x: number
  y: number
}

/** A number for an ffmpeg expression: no exponent, no float noise. */
const num = (value: number) => String(Number(value.toFixed(4)))

/**
 * The text's left edge as drawtext's x, `tw` being the width drawtext measures: aligned in
 * the box, or for scrolling text entering at the box's right edge at start and gone past its
 * left edge at end (core's textLeftAt). Scrolling text is not clipped to its box: it crosses
 * the picture's whole row, which costs nothing more than a still text.
 */
function leftEdge({ animation, align, box, start, end }: TextPlacement, offset: PictureOffset) {
  const left = box.x - offset.x
  if (animation === 'scroll') {
    const progress = `clip((t-${num(start)})/${num(end - start)},0,1)`
    return `${num(left + box.width)}-${progress}*(${num(box.width)}+tw)`
  }
  if (align === 'left') return num(left)
  if (align === 'right') return `${num(left + box.width)}-tw`
  return `${num(left)}+(${num(box.width)}-tw)/2`
}

/** How opaque the text is at t, as core's textOpacityAt; null: always fully. */
function opacity({ animation, start, end }: TextPlacement): string | null {
  if (animation === 'blink') {
    return `lt(mod(t-${num(start)},${num(BLINK_PERIOD)}),${num(BLINK_PERIOD / 2)})`
  }
  if (animation !== 'fade') return null
  const ramp = num(Math.min(FADE_SECONDS, (end - start) / 4))
  return `clip(min((t-${num(start)})/${ramp},(${num(end)}-t)/${ramp}),0,1)`
}

const filter = (name: string, options: [string, string][]) =>
  `${name}=${options.map(([key, value]) => `${key}=${filterValue(value)}`).join(':')}`

const during = ({ start, end }: TextPlacement) => `between(t,${num(start)},${num(end)})`

/** The backdrop filling the field's box for its whole span, steady under any animation. */
function backdrop(placement: TextPlacement, offset: PictureOffset): string[] {
  if (placement.backdrop === null) return []
  const { box } = placement
  const left = Math.round(box.x - offset.x)
  const top = Math.round(box.y - offset.y)
  const width = Math.round(box.x + box.width - offset.x) - left
  const height = Math.round(box.y + box.height - offset.y) - top
  if (width <= 0 || height <= 0) return []
  return [
    filter('drawbox', [
      ['x', String(left)],
      ['y', String(top)],
      ['w', String(width)],
      ['h', String(height)],
      ['color', placement.backdrop],
      ['t', 'fill'],
      ['enable', during(placement)],
    ]),
  ]
}

/**
 * Per field, its backdrop and a drawtext filter for a text that shows something, drawing on a
 * picture placed at `offset` on the sign (core's placements are on the whole sign). The text
 * comes from its file with expansion off, so `%{...}`, quotes, colons and backslashes are
 * drawn as they are; the baseline lands on the placement's: drawtext puts the text's top at y
 * and its baseline at y + ascent (checked on ffmpeg 5.1).
 */
export function drawTextFilters(texts: readonly DrawnText[], offset: PictureOffset): string[] {
  return texts.flatMap(({ placement, textFile, fontFile }) => {
    const box = backdrop(placement, offset)
    if (textFile === null || placement.text === '') return box
    const alpha = opacity(placement)
    return [
      ...box,
      filter('drawtext', [
        ['fontfile', fontFile],
        ['textfile', textFile],
        ['expansion', 'none'],
        ['fontsize', String(placement.fontSize)],
        ['fontcolor', placement.color],
        ['x', leftEdge(placement, offset)],
        ['y', `${num(placement.baseline - offset.y)}-ascent`],
        ['enable', during(placement)],
        ...(alpha === null ? [] : [['alpha', alpha] as [string, string]]),
      ]),
    ]
  })
}
