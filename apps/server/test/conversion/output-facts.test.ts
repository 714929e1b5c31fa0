import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { ConversionSpec } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { probeMedia } from '../../src/services/conversion/probe-media.ts'
import { SEED_CLIP, scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
type FileType = ConversionSpec['format']

let scratch: Awaited<ReturnType<typeof scratchDir>>
// Rates the MPEG and GIF outputs change (to 24 and 25) and MP4 and AVI keep.
const MADE: [string, string][] = [
  ['NTSC (29.97 fps)', '30000/1001'],
  ['film (24 fps)', '24'],
]
const NAMES = ['the seed clip (25 fps)', ...MADE.map(([name]) => name)]
const sources: Record<string, string> = { 'the seed clip (25 fps)': SEED_CLIP }
beforeAll(async () => {
  scratch = await scratchDir()
  for (const [name, rate] of MADE) {
    const file = path.join(scratch.dir, `${rate.replace('/', '-')}.mp4`)
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=${rate}:duration=1.3`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ])
    sources[name] = file
  }
})
afterAll(() => scratch.remove())

const CASES: [FileType, number, number][] = [
  ['mp4', 64, 32],
  ['mp4', 97, 33],
  ['avi', 384, 192],
  ['mpeg', 64, 32],
  ['mpeg', 4096, 16],
  ['gif', 97, 33],
]

describe.each(NAMES)('from %s', (name) => {
  it.each(CASES)(
    'a %s at %ix%i: the facts recorded without ffprobe are the ones ffprobe reads',
    async (format, width, height) => {
      const spec: ConversionSpec = {
        format,
        width,
        height,
        fit: 'letterbox',
        depth: 'full',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      }
      const output = path.join(scratch.dir, `${name.length}-${width}x${height}.${format}`)
      const { facts } = await convertClip(
        { source: sources[name] ?? '', output, spec, maxSeconds: 1.2 },
        { cpu: { niceness: 0, threads: 1 } },
      )
      const probed = await probeMedia(output)
      expect(facts).toEqual({
        width: probed.width,
        height: probed.height,
        codec: probed.codec,
        pixFmt: probed.pixFmt,
        fps: probed.fps,
        frames: probed.frames,
        durationSeconds: expect.any(Number),
      })
      expect(facts).toMatchObject({ width, height })
      expect(facts.frames).toBeGreaterThan(0)
      if (format === 'mpeg') {
        // A program stream states no duration: ffprobe estimates it from the timestamps and
        // lands up to a few frames short; frames over rate is the file's exact length.
        expect(Math.abs(facts.durationSeconds - probed.durationSeconds)).toBeLessThan(0.2)
      } else {
        expect(facts.durationSeconds).toBeCloseTo(probed.durationSeconds, 3)
      }
    },
    60_000,
  )
})
