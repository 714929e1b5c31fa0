import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ConversionSpec, FILE_TYPES, FIT_MODES, type TemplateField } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConversionRequest, convertClip } from '../../src/services/conversion/convert-clip.ts'
import { probeMedia } from '../../src/services/conversion/probe-media.ts'
import { SEED_CLIP, scratchDir, tallClip } from './media-fixtures.ts'

const SIZES = [
  [1, 1],
  [7, 3],
  [97, 33],
  [384, 192],
  [776, 720],
  [4096, 16],
] as const

const CODECS = {
  mp4: 'h264',
  avi: 'mjpeg',
  mpeg: 'mpeg1video',
  gif: 'gif',
  png: 'png',
  bmp: 'bmp',
} as const

/** Decision 006: MPEG-1 up to 4095, MPEG-2 at 4096, MPEG-4 Part 2 for 4096x1 only. */
function mpegCodec({ width, height }: ConversionSpec): string {
  if (width === 4096 && height === 1) return 'mpeg4'
  return Math.max(width, height) === 4096 ? 'mpeg2video' : 'mpeg1video'
}

let scratch: Awaited<ReturnType<typeof scratchDir>>
let tall: string

beforeAll(async () => {
  scratch = await scratchDir()
  tall = await tallClip(scratch.dir)
})
afterAll(() => scratch.remove())

/** Converts and probes; returns what differs from the spec (empty when all is right). */
async function problems(
  source: string,
  spec: ConversionSpec,
  personalization?: ConversionRequest['personalization'],
): Promise<string[]> {
  const name = `${spec.width}x${spec.height}-${spec.fit}${personalization ? '-text' : ''}.${spec.format}`
  const output = path.join(scratch.dir, name)
  await convertClip({
    source,
    output,
    spec,
    maxSeconds: 0.2,
    ...(personalization ? { personalization } : {}),
  })
  const facts = await probeMedia(output)
  const found: string[] = []
  if (facts.width !== spec.width || facts.height !== spec.height) {
    found.push(`${name}: ${facts.width}x${facts.height}`)
  }
  const codec = spec.format === 'mpeg' ? mpegCodec(spec) : CODECS[spec.format]
  if (facts.codec !== codec) found.push(`${name}: codec ${facts.codec}`)
  if (facts.frames < 4) found.push(`${name}: ${facts.frames} frames`)
  if (spec.format === 'gif' || spec.format === 'mpeg') {
    if (Math.abs(facts.fps - 25) > 0.01) found.push(`${name}: ${facts.fps} fps`)
  }
  if (spec.format === 'mp4') {
    const odd = spec.width % 2 === 1 || spec.height % 2 === 1
    if (facts.pixFmt !== (odd ? 'yuv444p' : 'yuv420p')) found.push(`${name}: ${facts.pixFmt}`)
  }
  return found
}

/** Two conversions at a time: the box has two cores. */
async function inPairs<T>(items: T[], work: (item: T) => Promise<string[]>): Promise<string[]> {
  const found: string[] = []
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      found.push(...(await work(item)))
    }
  }
  await Promise.all([worker(), worker()])
  return found
}

describe('conversion matrix from a tall 333x500 source', () => {
  it.each(SIZES)('%ix%i: every format and fit is exactly that size', async (width, height) => {
    const specs = FILE_TYPES.flatMap((format) =>
      FIT_MODES.map(
        (fit): ConversionSpec => ({
          format,
          width,
          height,
          fit,
          depth: 'full',
          fps: 'source',
          codec: 'mjpeg',
          maxBytes: null,
        }),
      ),
    )
    expect(await inPairs(specs, (spec) => problems(tall, spec))).toEqual([])
  })
})

describe('a personalised clip', () => {
  const scrolling: TemplateField = {
    name: 'name',
    label: 'Name',
    default: '',
    maxLength: 30,
    upperCase: true,
    box: { x: 0, y: 0.7, width: 1, height: 0.3 },
    font: 'condensed',
    color: '#00ff00',
    backdrop: null,
    align: 'left',
    animation: 'scroll',
    start: 0,
    end: 1,
  }
  const still: TemplateField = {
    ...scrolling,
    name: 'price',
    box: { x: 0.2, y: 0.1, width: 0.6, height: 0.2 },
    font: 'pixel',
    animation: 'still',
  }
  const personalization = {
    fields: [scrolling, still],
    texts: { name: "JOE'S: 50% OFF", price: '$9.99' },
  }

  it('is exactly the size in every format and fit, text drawn on a letterboxed, cropped or stretched picture', async () => {
    const specs = FILE_TYPES.flatMap((format) =>
      FIT_MODES.map(
        (fit): ConversionSpec => ({
          format,
          width: 97,
          height: 33,
          fit,
          depth: 'red-green',
          fps: 'source',
          codec: 'mjpeg',
          maxBytes: null,
        }),
      ),
    )
    expect(await inPairs(specs, (spec) => problems(tall, spec, personalization))).toEqual([])
  })
})

describe('the seed clip', () => {
  // The seed clip is 4:2:0, where crop and pad round to even sizes unless told not to.
  it('converts to its own size, odd sizes and one-pixel sides in every format', async () => {
    const specs = FILE_TYPES.flatMap((format): ConversionSpec[] => [
      {
        format,
        width: 384,
        height: 192,
        fit: 'letterbox',
        depth: 'full',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
      {
        format,
        width: 97,
        height: 33,
        fit: 'crop',
        depth: 'red-green',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
      {
        format,
        width: 1,
        height: 4096,
        fit: 'crop',
        depth: 'full',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
      {
        format,
        width: 4096,
        height: 1,
        fit: 'crop',
        depth: 'amber',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
      {
        format,
        width: 3,
        height: 7,
        fit: 'letterbox',
        depth: 'full',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
    ])
    expect(await inPairs(specs, (spec) => problems(SEED_CLIP, spec))).toEqual([])
  })

  it('GIF loops forever', async () => {
    const output = path.join(scratch.dir, 'loop.gif')
    const spec: ConversionSpec = {
      format: 'gif',
      width: 80,
      height: 32,
      fit: 'letterbox',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    }
    await convertClip({ source: SEED_CLIP, output, spec, maxSeconds: 0.2 })
    // NETSCAPE2.0 application block, sub-block 1, loop count 0 (little-endian): forever.
    const loop = Buffer.concat([Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0])])
    expect((await readFile(output)).includes(loop)).toBe(true)
  })
})
