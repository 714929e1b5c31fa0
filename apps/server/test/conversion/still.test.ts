import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { findHoldFrame } from '../../src/services/conversion/hold-frame.ts'
import { SEED_CLIP, scratchForFile, specOf } from './media-fixtures.ts'

// Issue 27: a still is the clip's hold frame at the sign's size, through the same filters.
const run = promisify(execFile)
const SPEC = specOf({ format: 'png', width: 96, height: 48, depth: 'amber' })

const scratch = scratchForFile()

/** Frame `index` of a file, decoded to 24-bit RGB. */
async function frameOf(file: string, index: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${index})`, '-frames:v', '1'],
      ...['-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 1 << 24 },
  )
  return stdout
}

it('is the frame the clip holds, exactly as that frame of the clip file shows it', async () => {
  const hold = await findHoldFrame(SEED_CLIP, 'ffmpeg', 60)
  const still = path.join(scratch.dir, 'still.png')
  const clip = path.join(scratch.dir, 'clip.avi')
  await convertClip({ source: SEED_CLIP, output: still, spec: SPEC })
  await convertClip({
    source: SEED_CLIP,
    output: clip,
    spec: { ...SPEC, format: 'avi', codec: 'raw' },
  })
  const [picture, frame] = await Promise.all([frameOf(still, 0), frameOf(clip, hold)])
  expect(picture.length).toBe(96 * 48 * 3)
  expect(picture.equals(frame)).toBe(true)
  // Not a blank frame: the amber picture has lit and dark LEDs.
  expect(Math.max(...picture)).toBeGreaterThan(120)
  expect(Math.min(...picture)).toBeLessThan(20)
})
