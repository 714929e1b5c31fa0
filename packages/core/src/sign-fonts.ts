import metrics from './sign-font-metrics.json' with { type: 'json' }

/** The fonts a personalised clip's text can use: files in packages/core/fonts, never fetched. */
export const SIGN_FONTS = ['pixel', 'bold', 'condensed'] as const
export type SignFont = (typeof SIGN_FONTS)[number]

export const SIGN_FONT_LABELS: Record<SignFont, string> = {
  pixel: 'Pixel (Silkscreen)',
  bold: 'Bold sans (Inter)',
  condensed: 'Condensed (Anton)',
}

export interface SignFontMetrics {
  family: string
  /** The file's name in packages/core/fonts. */
  file: string
  unitsPerEm: number
  ascent: number
  descent: number
  capHeight: number
  advances: Record<string, number>
}

export const SIGN_FONT_METRICS: Record<SignFont, SignFontMetrics> = metrics

/** Control and format characters (newlines, tabs, bidi overrides) never reach a sign. */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** The first character of `text` that `font` cannot draw, or null when it can draw them all. */
export function undrawableCharacter(font: SignFont, text: string): string | null {
  const { advances } = SIGN_FONT_METRICS[font]
  for (const character of text) if (advances[character] === undefined) return character
  return null
}

/** How wide `text` is, in pixels, at `fontSize` (the em, in pixels). Kerning is left out. */
export function textWidth(font: SignFont, text: string, fontSize: number): number {
  const { advances, unitsPerEm } = SIGN_FONT_METRICS[font]
  let units = 0
  for (const character of text) units += advances[character] ?? 0
  return (units * fontSize) / unitsPerEm
}
