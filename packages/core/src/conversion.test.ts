import { describe, expect, it } from 'vitest'
import {
  aspectRatio,
  bmpBytes,
  budgetProblem,
  budgetText,
  codecProblem,
  conversionSpecSchema,
  fixedFileBytes,
  frameRateProblem,
  isStill,
  MAX_SIGN_SIDE,
  RAW_AVI_MAX_BYTES,
  REFERENCE_SIZES,
  rawAviBytes,
  rawAviSize,
} from './conversion.ts'

describe('REFERENCE_SIZES', () => {
  it('runs from 80x32 to 776x720 in about 75 sizes', () => {
    expect(REFERENCE_SIZES[0]).toEqual({ width: 80, height: 32 })
    expect(REFERENCE_SIZES.at(-1)).toEqual({ width: 776, height: 720 })
    expect(REFERENCE_SIZES).toHaveLength(75)
  })

  it('rises on both sides at every entry, in multiples of 8', () => {
    for (const [index, size] of REFERENCE_SIZES.entries()) {
      expect(size.width % 8, `width of entry ${index}`).toBe(0)
      expect(size.height % 8, `height of entry ${index}`).toBe(0)
      const previous = REFERENCE_SIZES[index - 1]
      if (!previous) continue
      expect(size.width - previous.width).toBeGreaterThanOrEqual(8)
      expect(size.width - previous.width).toBeLessThanOrEqual(16)
      expect(size.height - previous.height).toBeGreaterThanOrEqual(8)
      expect(size.height - previous.height).toBeLessThanOrEqual(16)
    }
  })
})

describe('aspectRatio', () => {
  it.each([
    [384, 192, '2:1'],
    [80, 32, '5:2'],
    [776, 720, '97:90'],
    [1, 1, '1:1'],
    [7, 3, '7:3'],
    [4096, 16, '256:1'],
  ])('%ix%i is %s', (width, height, expected) => {
    expect(aspectRatio(width, height)).toBe(expected)
  })
})

describe('conversionSpecSchema', () => {
  it('defaults to letterbox in full colour at the clip’s own frame rate, an AVI in MJPEG, no budget', () => {
    expect(conversionSpecSchema.parse({ format: 'gif', width: 384, height: 192 })).toEqual({
      format: 'gif',
      width: 384,
      height: 192,
      fit: 'letterbox',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    })
  })

  it('takes every size from 1 to the largest', () => {
    for (const side of [1, 2, 3, MAX_SIGN_SIDE - 1, MAX_SIGN_SIDE]) {
      expect(
        conversionSpecSchema.safeParse({ format: 'mp4', width: side, height: side }).success,
      ).toBe(true)
    }
  })

  it.each([
    [{ width: 0 }, 'width'],
    [{ width: -1 }, 'width'],
    [{ height: 1.5 }, 'height'],
    [{ height: MAX_SIGN_SIDE + 1 }, 'height'],
    [{ width: '384' }, 'width'],
    [{ format: 'mov' }, 'format'],
    [{ fit: 'zoom' }, 'fit'],
    [{ depth: 'blue' }, 'depth'],
  ])('refuses %j, naming %s', (change, field) => {
    const result = conversionSpecSchema.safeParse({
      format: 'mp4',
      width: 384,
      height: 192,
      ...change,
    })
    expect(result.success).toBe(false)
    const [issue] = result.error?.issues ?? []
    expect(issue?.path).toEqual([field])
    expect(issue?.message).toContain(field)
  })
})

describe('an uncompressed AVI', () => {
  it('is for AVI files only', () => {
    expect(codecProblem('avi', 'raw')).toBeNull()
    expect(codecProblem('mp4', 'mjpeg')).toBeNull()
    expect(codecProblem('mpeg', 'raw')).toBe(
      'codec raw is for AVI files only: MPEG has its own encoder',
    )
  })

  it('is its 24-bit rows padded to 4 bytes, frame after frame, with a little index and header', () => {
    // 97 pixels: 291 bytes, padded to 292.
    expect(rawAviBytes(97, 33, 25)).toBe(25 * (292 * 33 + 24) + 8192)
    expect(rawAviBytes(384, 192, 100)).toBe(100 * (1152 * 192 + 24) + 8192)
  })

  it('is sized at the asked rate, and refused past 1 GB', () => {
    const clip = { seconds: 4, fps: 25 }
    expect(rawAviSize({ width: 384, height: 192, fps: 'source' }, clip.seconds, clip.fps)).toEqual({
      bytes: rawAviBytes(384, 192, 100),
      text: '22 MB',
      problem: null,
    })
    expect(rawAviSize({ width: 384, height: 192, fps: 15 }, clip.seconds, clip.fps).bytes).toBe(
      rawAviBytes(384, 192, 60),
    )
    const huge = rawAviSize({ width: 4096, height: 4096, fps: 'source' }, clip.seconds, clip.fps)
    expect(huge.bytes).toBeGreaterThan(RAW_AVI_MAX_BYTES)
    expect(huge.problem).toBe(
      'codec raw at 4096x4096 makes a 4.7 GB file; uncompressed AVIs are made up to 1.0 GB: choose a smaller size, a lower frame rate or codec mjpeg',
    )
  })
})

describe('a still', () => {
  it('is a PNG or a BMP, with no frame rate of its own', () => {
    expect(conversionSpecSchema.parse({ format: 'bmp', width: 96, height: 32 })).toMatchObject({
      format: 'bmp',
      fps: 'source',
    })
    expect(frameRateProblem('png', 'source')).toBeNull()
    expect(frameRateProblem('png', 30)).toBe('PNG is one picture: it has no frame rate')
    expect(isStill('bmp')).toBe(true)
    expect(isStill('gif')).toBe(false)
  })
})

describe('a file-size budget', () => {
  it('is none unless asked, and a whole number of bytes from 1 KiB', () => {
    const spec = { format: 'mp4', width: 384, height: 192 }
    expect(conversionSpecSchema.parse(spec).maxBytes).toBeNull()
    expect(conversionSpecSchema.parse({ ...spec, maxBytes: 51_200 }).maxBytes).toBe(51_200)
    for (const [maxBytes, message] of [
      [1023, 'maxBytes must be at least 1024 bytes'],
      [2 ** 31, 'maxBytes must be at most 2147483647 bytes'],
      [5000.5, 'maxBytes must be a whole number of bytes'],
      ['50 KB', 'maxBytes must be a number of bytes'],
    ] as const) {
      const result = conversionSpecSchema.safeParse({ ...spec, maxBytes })
      expect(result.error?.issues[0]).toMatchObject({ path: ['maxBytes'], message })
    }
  })

  it('knows the one size of a BMP and of an uncompressed AVI before they are made', () => {
    // 97 pixels: 291 bytes a row, padded to 292, after 54 bytes of headers.
    expect(bmpBytes(97, 33)).toBe(54 + 292 * 33)
    const sign = { width: 97, height: 33, fps: 'source', codec: 'mjpeg' } as const
    expect(fixedFileBytes({ ...sign, format: 'bmp' }, 4, 25)).toBe(bmpBytes(97, 33))
    expect(fixedFileBytes({ ...sign, format: 'avi', codec: 'raw' }, 4, 25)).toBe(
      rawAviBytes(97, 33, 100),
    )
    expect(fixedFileBytes({ ...sign, format: 'avi' }, 4, 25)).toBeNull()
    expect(fixedFileBytes({ ...sign, format: 'png' }, 4, 25)).toBeNull()
  })

  it('is said as the forms set it', () => {
    expect(budgetText(2 * 2 ** 20)).toBe('2 MB')
    expect(budgetText(64 * 1024)).toBe('64 KB')
    expect(budgetText(1500)).toBe('1,500 bytes')
  })

  it('says the smallest size reached against the budget, only when it is over', () => {
    const spec = {
      format: 'gif',
      width: 384,
      height: 192,
      codec: 'mjpeg',
      maxBytes: 51_200,
    } as const
    expect(budgetProblem(spec, 51_200)).toBeNull()
    expect(budgetProblem({ ...spec, maxBytes: null }, 10 ** 9)).toBeNull()
    expect(budgetProblem(spec, 73_412)).toBe(
      'The smallest GIF of this clip at 384x192 is 73,412 bytes, over the 51,200-byte file-size budget: raise the budget, or choose a smaller size or another file type',
    )
    expect(budgetProblem({ ...spec, format: 'avi', codec: 'raw' }, 60_000)).toMatch(
      /^The smallest uncompressed AVI of this clip/,
    )
  })
})
