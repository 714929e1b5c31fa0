import type { FitMode } from './conversion-options.ts'
import { fitGeometry, type SourceShape } from './fit-geometry.ts'
import type { PersonalTexts } from './personal-texts.ts'
import type { TemplateField, TextAnimation } from './personalization.ts'
import { SIGN_FONT_METRICS, type SignFont, textWidth } from './sign-fonts.ts'
import type { SignSize } from './sign-sizes.ts'

/** Capitals under this many LEDs tall are hard to read from the street: the form warns. */
export const READABLE_TEXT_LEDS = 7
/** Capitals under this many LEDs tall cannot be drawn legibly at all: the text is refused. */
export const MIN_TEXT_LEDS = 4

export interface SignBox {
  x: number
  y: number
  width: number
  height: number
}

/** One field's text as the sign shows it, in the sign's pixels (LEDs). */
export interface TextPlacement {
  name: string
  text: string
  font: SignFont
  color: string
  /** Fills the box from start to end, under the text; null: the clip shows through. */
  backdrop: string | null
  align: TemplateField['align']
  animation: TextAnimation
  start: number
  end: number
  /** The field's box on the sign; text is aligned in it (scrolling text crosses it). */
  box: SignBox
  /** The em in pixels, shrunk until the text fits the box's width (scrolling text is not shrunk). */
  fontSize: number
  /** The text's baseline, from the top of the sign. */
  baseline: number
  /** How many LEDs tall its capitals are. */
  capLeds: number
  /** Its width by the font's advances, at fontSize. */
  width: number
}

export interface SignPicture {
  sign: SignSize
  fit: FitMode
  source: SourceShape
}

/**
 * Where a box on the clip's frame lands on the sign: through the same crop, scale and pad
 * as the picture, and cut to the part of the picture that is shown.
 */
export function boxOnSign(box: TemplateField['box'], picture: SignPicture): SignBox {
  const { crop, scale, pad } = fitGeometry(picture.fit, picture.sign, picture.source)
  const shown = crop ?? { x: 0, y: 0, width: picture.source.width, height: picture.source.height }
  const sx = scale.width / shown.width
  const sy = scale.height / shown.height
  const offsetX = pad?.x ?? 0
  const offsetY = pad?.y ?? 0
  const left = Math.max(0, (box.x * picture.source.width - shown.x) * sx)
  const top = Math.max(0, (box.y * picture.source.height - shown.y) * sy)
  const right = Math.min(scale.width, ((box.x + box.width) * picture.source.width - shown.x) * sx)
  const bottom = Math.min(
    scale.height,
    ((box.y + box.height) * picture.source.height - shown.y) * sy,
  )
  return {
    x: offsetX + left,
    y: offsetY + top,
    width: Math.max(0, right - left),
    height: Math.max(0, bottom - top),
  }
}

/**
 * One field's text laid out on the sign: as large as the box's height allows (capitals and
 * descenders inside it), then shrunk to the box's width unless it scrolls; centred in the
 * box's height. The storefront's preview and the worker's render both place text with this.
 */
export function placeText(field: TemplateField, text: string, picture: SignPicture): TextPlacement {
  const metrics = SIGN_FONT_METRICS[field.font]
  const box = boxOnSign(field.box, picture)
  const blockUnits = metrics.capHeight - metrics.descent
  let fontSize = (box.height * metrics.unitsPerEm) / blockUnits
  const natural = textWidth(field.font, text, fontSize)
  if (field.animation !== 'scroll' && natural > box.width && natural > 0) {
    fontSize *= box.width / natural
  }
  fontSize = Math.max(1, Math.floor(fontSize))
  const capLeds = (fontSize * metrics.capHeight) / metrics.unitsPerEm
  const block = (fontSize * blockUnits) / metrics.unitsPerEm
  return {
    name: field.name,
    text,
    font: field.font,
    color: field.color,
    backdrop: field.backdrop,
    align: field.align,
    animation: field.animation,
    start: field.start,
    end: field.end,
    box,
    fontSize,
    baseline: Math.round(box.y + (box.height - block) / 2 + capLeds),
    capLeds,
    width: textWidth(field.font, text, fontSize),
  }
}

/** Every field of a template with the customer's texts, laid out on one sign. */
export function placeTexts(
  fields: readonly TemplateField[],
  texts: PersonalTexts,
  picture: SignPicture,
): TextPlacement[] {
  return fields.map((field) => placeText(field, texts[field.name] ?? field.default, picture))
}

/** How text is judged at a size: readable, small (a warning), or too small to draw (refused). */
export function textLegibility(placement: TextPlacement): 'readable' | 'small' | 'too-small' {
  if (placement.text.trim() === '') return 'readable'
  if (placement.capLeds < MIN_TEXT_LEDS) return 'too-small'
  return placement.capLeds < READABLE_TEXT_LEDS ? 'small' : 'readable'
}

/** Blinking text is on for the first half of every second of its span. */
export const BLINK_PERIOD = 1
/** Fading text takes this long (or a quarter of its span, if shorter) to come in and to go. */
export const FADE_SECONDS = 0.5

/** How opaque the text is `t` seconds into the clip (0: not shown). */
export function textOpacityAt(
  placement: Pick<TextPlacement, 'animation' | 'start' | 'end'>,
  t: number,
) {
  const { animation, start, end } = placement
  if (t < start || t > end) return 0
  if (animation === 'blink') return (t - start) % BLINK_PERIOD < BLINK_PERIOD / 2 ? 1 : 0
  if (animation !== 'fade') return 1
  const ramp = Math.min(FADE_SECONDS, (end - start) / 4)
  return Math.max(0, Math.min(1, (t - start) / ramp, (end - t) / ramp))
}

/**
 * The left edge of the text `t` seconds into the clip: aligned in its box, or for scrolling
 * text, entering at the box's right edge at `start` and gone past its left edge at `end`.
 */
export function textLeftAt(placement: TextPlacement, t: number, width = placement.width): number {
  const { box } = placement
  if (placement.animation === 'scroll') {
    const progress = Math.max(
      0,
      Math.min(1, (t - placement.start) / (placement.end - placement.start)),
    )
    return box.x + box.width - progress * (box.width + width)
  }
  if (placement.align === 'left') return box.x
  if (placement.align === 'right') return box.x + box.width - width
  return box.x + (box.width - width) / 2
}
