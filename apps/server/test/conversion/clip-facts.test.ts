import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clipFacts } from '../../src/services/conversion/clip-facts.ts'
import { rotatedClip, SEED_CLIP, scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
let scratch: Awaited<ReturnType<typeof scratchDir>>

beforeAll(async () => {
  scratch = await scratchDir()
})
afterAll(() => scratch.remove())

/** A 2-s clip that brightens from black to white: its last frame is far from its first. */
async function fadeClip(): Promise<string> {
  const file = path.join(scratch.dir, 'fade.mp4')
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=64x32:r=30:d=2'],
    ...['-vf', "geq=lum='min(255,T*127)':cb=128:cr=128", '-c:v', 'libx264', '-crf', '10'],
    ...['-pix_fmt', 'yuv420p', file],
  ])
  return file
}

describe('clipFacts', () => {
  it('reads a catalogue clip: 4 s at 25 fps, 384 x 192, looping, its smallest text 8 dots tall', async () => {
    const { text_height, ...facts } = await clipFacts(SEED_CLIP)
    expect(facts).toEqual({
      duration_seconds: 4,
      fps: 25,
      width: 384,
      height: 192,
      seamless_loop: true,
    })
    // "ONLY $29.95": 8 rows of the clip's 4-pixel dots, 31 px from top dot to bottom dot.
    expect(text_height).toBeGreaterThanOrEqual(31)
    expect(text_height).toBeLessThanOrEqual(34)
  })

  it('says a clip whose last frame does not lead back into its first does not loop', async () => {
    expect(await clipFacts(await fadeClip())).toEqual({
      duration_seconds: 2,
      fps: 30,
      width: 64,
      height: 32,
      seamless_loop: false,
      text_height: null,
    })
  })

  it('gives the size a player shows, turned by the display matrix', async () => {
    const facts = await clipFacts(await rotatedClip(scratch.dir))
    expect({ width: facts.width, height: facts.height }).toEqual({ width: 500, height: 334 })
    // A still picture loops trivially: nothing changes at the seam.
    expect(facts.seamless_loop).toBe(true)
  })

  it('rejects a file that is not a clip as a bad source', async () => {
    await expect(
      clipFacts(path.resolve(import.meta.dirname, 'clip-facts.test.ts')),
    ).rejects.toMatchObject({
      kind: 'bad-source',
    })
  })
})
