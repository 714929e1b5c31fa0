import type { ConversionSpec } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ffmpegArgs } from '../../src/services/conversion/ffmpeg-args.ts'
import { estimateMemoryMib } from '../../src/services/conversion/memory-estimate.ts'
import { probeMedia } from '../../src/services/conversion/probe-media.ts'
import { runMeasuringMemory } from '../helpers/peak-rss.ts'
import { SEED_CLIP, scratchDir } from './media-fixtures.ts'

let scratch: Awaited<ReturnType<typeof scratchDir>>
beforeAll(async () => {
  scratch = await scratchDir()
})
afterAll(() => scratch.remove())

const specs: ConversionSpec[] = [
  {
    format: 'mp4',
    width: 960,
    height: 540,
    fit: 'letterbox',
    depth: 'full',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
  {
    format: 'gif',
    width: 640,
    height: 360,
    fit: 'crop',
    depth: 'red-green',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
  {
    format: 'mpeg',
    width: 1280,
    height: 720,
    fit: 'stretch',
    depth: 'amber',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
]

describe("a conversion's memory estimate (the budget's unit)", () => {
  it.each(specs)(
    'covers what ffmpeg really holds: $format $width x $height',
    async (spec) => {
      const source = await probeMedia(SEED_CLIP)
      const output = `${scratch.dir}/out-${spec.width}.${spec.format}`
      const args = ffmpegArgs({ source: SEED_CLIP, output, spec, threads: 1 }, source)
      const measured = await runMeasuringMemory('ffmpeg', args)
      const estimate = estimateMemoryMib({
        spec,
        source,
        seconds: source.durationSeconds,
        threads: 1,
      })
      expect(measured).toBeGreaterThan(0)
      expect(estimate).toBeGreaterThanOrEqual(measured)
      // An estimate far above the truth would leave the budget idle.
      expect(estimate).toBeLessThan(measured * 1.6)
    },
    60_000,
  )
})
