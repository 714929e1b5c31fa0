import type { ClipFacts } from './clip-facts.ts'
import type { FitMode } from './conversion-options.ts'
import { fitGeometry } from './fit-geometry.ts'
import { MIN_TEXT_LEDS, READABLE_TEXT_LEDS } from './personalization-layout.ts'
import type { SignSize } from './sign-sizes.ts'

export type ClipReadability =
  | { kind: 'readable' | 'small' | 'too-small'; leds: number }
  | { kind: 'unknown' }

/**
 * How many LEDs tall the clip's smallest text is on this sign, and whether that reads from a
 * distance: the same 4 and 7 LED marks as a personalised clip's own words. The text's height
 * (in the clip's pixels) is scaled as the fit scales the picture's height; unknown when the
 * clip was not measured or shows no text.
 */
export function clipReadability(
  facts: Pick<ClipFacts, 'width' | 'height' | 'text_height'> | null,
  sign: SignSize,
  fit: FitMode,
): ClipReadability {
  if (!facts?.text_height) return { kind: 'unknown' }
  const geometry = fitGeometry(fit, sign, facts)
  const shown = geometry.crop?.height ?? facts.height
  const leds = Math.round(((facts.text_height * geometry.scale.height) / shown) * 10) / 10
  if (leds < MIN_TEXT_LEDS) return { kind: 'too-small', leds }
  return { kind: leds < READABLE_TEXT_LEDS ? 'small' : 'readable', leds }
}
