import { expect, it } from 'vitest'
import { signFontMetrics } from '../../../scripts/sign-font-metrics-read.mjs'
import { SIGN_FONT_METRICS, SIGN_FONTS, textWidth, undrawableCharacter } from './sign-fonts.ts'

it('lays text out with the metrics of the font files shipped in packages/core/fonts', () => {
  expect(SIGN_FONT_METRICS).toEqual(signFontMetrics())
})

it.each(SIGN_FONTS)(
  '%s draws printable Latin-1 and typographic quotes, and nothing else',
  (font) => {
    expect(undrawableCharacter(font, 'Ünïcödé “quotes” – €5 ©')).toBeNull()
    expect(undrawableCharacter(font, 'Straße 東')).toBe('東')
    expect(textWidth(font, 'AB', 20)).toBeCloseTo(
      textWidth(font, 'A', 20) + textWidth(font, 'B', 20),
    )
  },
)
