import { describe, expect, it } from 'vitest'
import { clipReadability } from './clip-readability.ts'

// A demo clip: 384 x 192 with its bottom line 32 pixels tall (8 rows of its 4-pixel dots).
const clip = { width: 384, height: 192, text_height: 32 }

describe('how tall a clip’s smallest text is on the customer’s sign', () => {
  it('reads on a sign the clip’s own size or half of it', () => {
    expect(clipReadability(clip, { width: 384, height: 192 }, 'letterbox')).toEqual({
      kind: 'readable',
      leds: 32,
    })
    expect(clipReadability(clip, { width: 192, height: 96 }, 'letterbox')).toEqual({
      kind: 'readable',
      leds: 16,
    })
  })

  it('is small under 7 LEDs and too small under 4', () => {
    // 80 x 32, letterboxed: the picture is 64 x 32, so 32 px of 192 become 5.3 LEDs.
    expect(clipReadability(clip, { width: 80, height: 32 }, 'letterbox')).toEqual({
      kind: 'small',
      leds: 5.3,
    })
    expect(clipReadability(clip, { width: 96, height: 16 }, 'stretch')).toEqual({
      kind: 'too-small',
      leds: 2.7,
    })
  })

  it('follows the fit: a wide sign letterboxed shrinks the text, cropped keeps it taller', () => {
    const sign = { width: 256, height: 32 }
    expect(clipReadability(clip, sign, 'letterbox')).toMatchObject({ kind: 'small', leds: 5.3 })
    // Cropped to 384 x 48 of the clip, scaled to 256 x 32: 32 px become 21.3 LEDs.
    expect(clipReadability(clip, sign, 'crop')).toMatchObject({ kind: 'readable', leds: 21.3 })
  })

  it('says nothing for a clip with no text found or not measured', () => {
    expect(clipReadability({ ...clip, text_height: null }, clip, 'letterbox')).toEqual({
      kind: 'unknown',
    })
    expect(clipReadability(null, clip, 'letterbox')).toEqual({ kind: 'unknown' })
  })
})
