import { execFile } from 'node:child_process'
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { ffmpegArgs } from '../../src/services/conversion/ffmpeg-args.ts'
import { MEDIA_RENDERS, makeRender } from '../../src/services/media/media-renders.ts'
import { SEED_CLIP, scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
const cpu = { niceness: 10, threads: 1 }
let scratch: Awaited<ReturnType<typeof scratchDir>>
let ffmpeg: string
let ffprobe: string

beforeAll(async () => {
  scratch = await scratchDir()
  ffmpeg = (await run('sh', ['-c', 'command -v ffmpeg'])).stdout.trim()
  ffprobe = (await run('sh', ['-c', 'command -v ffprobe'])).stdout.trim()
})
afterAll(() => scratch.remove())

/**
 * The real ffmpeg behind a script that writes down the arguments it was given and, once
 * ffmpeg is done, the nice value it ran at (the 19th field of /proc/PID/stat).
 */
async function recordingFfmpeg(name: string) {
  const dir = path.join(scratch.dir, name)
  await mkdir(dir)
  const file = path.join(dir, 'ffmpeg')
  const log = path.join(dir, 'log')
  await writeFile(
    file,
    `#!/bin/sh\necho "$@" > ${log}\n${ffmpeg} "$@"\nstatus=$?\ncut -d' ' -f19 /proc/$$/stat >> ${log}\nexit $status\n`,
  )
  await chmod(file, 0o755)
  await symlink(ffprobe, path.join(dir, 'ffprobe'))
  const recorded = async () => {
    const [args = '', niceness = ''] = (await readFile(log, 'utf8')).trim().split('\n')
    return { args: ` ${args} `, niceness: Number(niceness) }
  }
  return { file, recorded }
}

describe("ffmpeg's share of the machine", () => {
  it('a conversion runs at the given nice value with the given threads, and its file is whole', async () => {
    const { file, recorded } = await recordingFfmpeg('conversion')
    const output = path.join(scratch.dir, 'shared.mp4')
    const spec = {
      format: 'mp4',
      width: 96,
      height: 48,
      fit: 'crop',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    } as const
    await convertClip(
      { source: SEED_CLIP, output, spec, maxSeconds: 0.5 },
      { ffmpegPath: file, cpu },
    )
    const { args, niceness } = await recorded()
    expect(niceness).toBe(10)
    expect(args).toContain(' -filter_complex_threads 1 ')
    expect(args.split(' -threads 1 ').length - 1).toBe(2)
  })

  it('a catalogue render does too', async () => {
    const { file, recorded } = await recordingFfmpeg('render')
    const preview = MEDIA_RENDERS.find((render) => render.name === 'preview.mp4')
    if (!preview) throw new Error('no preview render')
    const output = path.join(scratch.dir, 'preview.mp4')
    await makeRender(file, SEED_CLIP, output, preview, {
      durationSeconds: 1,
      timeoutMs: 60_000,
      cpu,
    })
    const { args, niceness } = await recorded()
    expect(niceness).toBe(10)
    expect(args).toContain(' -filter_threads 1 ')
    expect(args.split(' -threads 1 ').length - 1).toBe(2)
  })

  it('without a share ffmpeg picks its own threads', () => {
    const spec = {
      format: 'gif',
      width: 8,
      height: 8,
      fit: 'crop',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    } as const
    const source = { width: 16, height: 16, fps: 25, durationSeconds: 1 }
    const args = ffmpegArgs({ source: '/in.mp4', output: '/out.gif', spec }, source)
    expect(args).not.toContain('-threads')
    expect(args).not.toContain('-filter_complex_threads')
  })
})
