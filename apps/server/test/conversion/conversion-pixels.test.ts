import path from 'node:path'
import { type ConversionSpec, FILE_TYPES } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import {
  type Frame,
  firstFrame,
  pixel,
  pixels,
  rotatedClip,
  scratchDir,
  stripesClip,
  tallClip,
} from './media-fixtures.ts'

let scratch: Awaited<ReturnType<typeof scratchDir>>
let stripes: string
let tall: string

beforeAll(async () => {
  scratch = await scratchDir()
  ;[stripes, tall] = await Promise.all([stripesClip(scratch.dir), tallClip(scratch.dir)])
})
afterAll(() => scratch.remove())

async function convertedFrame(source: string, spec: ConversionSpec): Promise<Frame> {
  const output = path.join(
    scratch.dir,
    `${path.basename(source, '.mp4')}-${spec.width}x${spec.height}-${spec.fit}-${spec.depth}.${spec.format}`,
  )
  await convertClip({ source, output, spec, maxSeconds: 0.2 })
  return firstFrame(output, spec.width, spec.height)
}

const isBlack = ([red, green, blue]: number[]) => Math.max(red ?? 0, green ?? 0, blue ?? 0) < 24
const near = (actual: number[], expected: number[], tolerance = 24) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance)

// The stripes source is red | green | blue, 100 pixels each; stretched onto 90x30 each
// stripe is 30 pixels wide, sampled in its middle.
const stripeCentres = (frame: Frame) => [15, 45, 75].map((x) => pixel(frame, x, 15))

describe('colour depth, on decoded pixels', () => {
  it.each(FILE_TYPES)('%s: full colour keeps red, green and blue', async (format) => {
    const frame = await convertedFrame(stripes, {
      format,
      width: 90,
      height: 30,
      fit: 'stretch',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    })
    const [red, green, blue] = stripeCentres(frame)
    expect(near(red ?? [], [255, 0, 0])).toBe(true)
    expect(near(green ?? [], [0, 255, 0])).toBe(true)
    expect(near(blue ?? [], [0, 0, 255])).toBe(true)
  })

  it.each(FILE_TYPES)('%s: red/green has no blue anywhere', async (format) => {
    const frame = await convertedFrame(stripes, {
      format,
      width: 90,
      height: 30,
      fit: 'stretch',
      depth: 'red-green',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    })
    expect(Math.max(...[...pixels(frame)].map(([, , blue]) => blue))).toBeLessThanOrEqual(8)
    const [red, green, blue] = stripeCentres(frame)
    expect(near(red ?? [], [255, 0, 0])).toBe(true)
    expect(near(green ?? [], [0, 255, 0])).toBe(true)
    // Blue light shows dimly on both LEDs rather than going dark.
    expect(near(blue ?? [], [64, 64, 0])).toBe(true)
  })

  it.each(FILE_TYPES)('%s: amber is one colour, green at 3/4 of red, no blue', async (format) => {
    const frame = await convertedFrame(stripes, {
      format,
      width: 90,
      height: 30,
      fit: 'stretch',
      depth: 'amber',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    })
    // The blue stripe is dim (luma 0.114): judge the ratio where the LED is clearly lit.
    const lit = [...pixels(frame)].filter(([red]) => red > 40)
    expect(lit.length).toBeGreaterThan(frame.width * frame.height * 0.6)
    // Lossy 4:2:0 coding blurs the ratio a little where two stripes meet.
    const ratios = lit.map(([red, green]) => green / red).sort((a, b) => a - b)
    expect(Math.abs((ratios[Math.floor(ratios.length / 2)] ?? 0) - 0.75)).toBeLessThanOrEqual(0.02)
    expect(Math.abs((ratios[0] ?? 0) - 0.75)).toBeLessThanOrEqual(0.1)
    expect(Math.abs((ratios.at(-1) ?? 0) - 0.75)).toBeLessThanOrEqual(0.1)
    expect(Math.max(...lit.map(([, , blue]) => blue))).toBeLessThanOrEqual(8)
    // Brightness follows luma: green (0.587) brightest, then red (0.299), then blue (0.114).
    const [red, green, blue] = stripeCentres(frame).map(([value]) => value)
    expect(green).toBeGreaterThan(red ?? 0)
    expect(red).toBeGreaterThan(blue ?? 0)
  })
})

describe('fit, on decoded pixels', () => {
  // The 3:1 stripes on a square 60x60 sign.
  const square = (fit: ConversionSpec['fit']): ConversionSpec => ({
    format: 'mp4',
    width: 60,
    height: 60,
    fit,
    depth: 'full',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  })

  it('letterbox: the whole picture in a 60x20 band, black above and below', async () => {
    const frame = await convertedFrame(stripes, square('letterbox'))
    for (const y of [2, 15, 45, 57]) {
      for (const x of [2, 30, 57]) expect(isBlack(pixel(frame, x, y)), `${x},${y}`).toBe(true)
    }
    expect(near(pixel(frame, 8, 30), [255, 0, 0])).toBe(true)
    expect(near(pixel(frame, 30, 30), [0, 255, 0])).toBe(true)
    expect(near(pixel(frame, 52, 30), [0, 0, 255])).toBe(true)
  })

  it('crop: the centre square only, edge to edge', async () => {
    const frame = await convertedFrame(stripes, square('crop'))
    for (const [x, y] of [
      [1, 1],
      [58, 1],
      [30, 30],
      [1, 58],
      [58, 58],
    ] as const) {
      expect(near(pixel(frame, x, y), [0, 255, 0]), `${x},${y}`).toBe(true)
    }
  })

  it('stretch: all three stripes over the whole frame, no bars', async () => {
    const frame = await convertedFrame(stripes, square('stretch'))
    expect(near(pixel(frame, 8, 1), [255, 0, 0])).toBe(true)
    expect(near(pixel(frame, 30, 58), [0, 255, 0])).toBe(true)
    expect(near(pixel(frame, 52, 1), [0, 0, 255])).toBe(true)
  })

  it('letterbox of a tall source: bars left and right, the picture in the middle', async () => {
    // 333x500 into 384x192: the picture is 128 wide, from x = 128 to 255.
    const frame = await convertedFrame(tall, { ...square('letterbox'), width: 384, height: 192 })
    for (let y = 0; y < 192; y += 8) {
      for (const x of [0, 64, 126, 257, 320, 383])
        expect(isBlack(pixel(frame, x, y)), `${x},${y}`).toBe(true)
    }
    const middle = Array.from({ length: 192 }, (_, y) => pixel(frame, 192, y))
    expect(middle.filter((colour) => !isBlack(colour)).length).toBeGreaterThan(150)
  })

  it('a phone clip stored sideways is fitted as it is shown', async () => {
    // Shown as 500x334 (about 3:2): it fills a 3:2 sign; read as 334x500 it would not.
    const rotated = await rotatedClip(scratch.dir)
    const frame = await convertedFrame(rotated, { ...square('letterbox'), width: 300, height: 200 })
    for (const [x, y] of [
      [1, 1],
      [298, 1],
      [1, 198],
      [298, 198],
    ] as const) {
      expect(isBlack(pixel(frame, x, y)), `${x},${y}`).toBe(false)
    }
  })

  it('an odd bar survives: 7x3 from a 3:1 source keeps a black bottom row', async () => {
    // Scaled to 7x2 and padded by one row; a 4:2:0 pad would round that row away.
    for (const format of FILE_TYPES) {
      const frame = await convertedFrame(stripes, {
        ...square('letterbox'),
        format,
        width: 7,
        height: 3,
      })
      const rows = [0, 1, 2].map((y) => Array.from({ length: 7 }, (_, x) => pixel(frame, x, y)))
      expect(rows[2]?.every(isBlack), `${format} bottom row`).toBe(true)
      expect(
        rows[0]?.some((colour) => !isBlack(colour)),
        `${format} top row`,
      ).toBe(true)
    }
  })
})
