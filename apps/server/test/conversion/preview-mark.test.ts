import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_RENDERS, makeRender } from '../../src/services/media/media-renders.ts'
import { SEED_CLIP, scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
let scratch: Awaited<ReturnType<typeof scratchDir>>
let ffmpeg: string

beforeAll(async () => {
  scratch = await scratchDir()
  ffmpeg = (await run('sh', ['-c', 'command -v ffmpeg'])).stdout.trim()
})
afterAll(() => scratch.remove())

/** One frame of `file`, `at` seconds in, as 384x192 RGB bytes. */
async function frame(file: string, at: number): Promise<Buffer> {
  const args = ['-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1']
  const out = [...args, '-vf', 'scale=384:192', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']
  const { stdout } = await run(ffmpeg, out, { encoding: 'buffer', maxBuffer: 1 << 22 })
  return stdout
}

/** The share of pixels in which some channel differs by more than 32 levels. */
function differingShare(a: Buffer, b: Buffer): number {
  let differing = 0
  for (let i = 0; i < a.length; i += 3) {
    const d = Math.max(
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
    )
    if (d > 32) differing++
  }
  return differing / (a.length / 3)
}

describe('the preview mark on public renders', () => {
  it('a poster made by the media job is marked: it differs clearly from the master', async () => {
    const poster = MEDIA_RENDERS.find((render) => render.name === 'poster.webp')
    if (!poster) throw new Error('no poster render')
    const output = path.join(scratch.dir, 'poster.webp')
    await makeRender(ffmpeg, SEED_CLIP, output, poster, { durationSeconds: 4, timeoutMs: 60_000 })
    const marked = await frame(output, 0)
    const clean = await frame(SEED_CLIP, 1)
    expect(marked.length).toBe(384 * 192 * 3)
    expect(differingShare(marked, clean)).toBeGreaterThan(0.02)
    expect(differingShare(await frame(SEED_CLIP, 1), clean)).toBe(0)
  })
})
