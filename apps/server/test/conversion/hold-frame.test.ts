import { describe, expect, it } from 'vitest'
import { ConversionError } from '../../src/services/conversion/conversion-error.ts'
import { findHoldFrame, holdFrameOf } from '../../src/services/conversion/hold-frame.ts'
import { SEED_CLIP } from './media-fixtures.ts'

// Issue 27: a still is the frame an LED message holds to be read.
const SIZE = 32 * 16
const blank = () => new Uint8Array(SIZE)
/** A picture with text-like contrast, different for each `seed`. */
const picture = (seed: number) =>
  Uint8Array.from({ length: SIZE }, (_, index) => ((index * 37 + seed * 101) % 7 < 3 ? 230 : 20))

describe('the hold frame', () => {
  it('is the middle of the longest run of one picture', () => {
    // 10 moving frames, 20 held, 5 moving, 8 held.
    const frames = [
      ...Array.from({ length: 10 }, (_, index) => picture(index)),
      ...Array.from({ length: 20 }, () => picture(50)),
      ...Array.from({ length: 5 }, (_, index) => picture(60 + index)),
      ...Array.from({ length: 8 }, () => picture(70)),
    ]
    expect(holdFrameOf(frames)).toBe(10 + 10)
  })

  it('is never a blank gap, however long', () => {
    const frames = [
      ...Array.from({ length: 40 }, blank),
      ...Array.from({ length: 6 }, () => picture(3)),
      ...Array.from({ length: 4 }, (_, index) => picture(10 + index)),
    ]
    expect(holdFrameOf(frames)).toBe(40 + 3)
  })

  it('is the middle frame of a clip that never holds still', () => {
    const frames = Array.from({ length: 25 }, (_, index) => picture(index))
    expect(holdFrameOf(frames)).toBe(12)
    expect(holdFrameOf([])).toBe(0)
  })

  it('stops reading the clip when its conversion is cancelled', async () => {
    const cancelled = new AbortController()
    const reading = findHoldFrame(SEED_CLIP, 'ffmpeg', 60, cancelled.signal)
    cancelled.abort()
    const error = await reading.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConversionError)
    expect((error as ConversionError).kind).toBe('aborted')
  })
})
