import { execFile } from 'node:child_process'
import { appendFile, chmod, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ffmpegStatus } from '../../src/services/downloads/ffmpeg-status.ts'
import { scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
let scratch: Awaited<ReturnType<typeof scratchDir>>

beforeAll(async () => {
  scratch = await scratchDir()
})
afterAll(() => scratch.remove())

describe('ffmpegStatus', () => {
  it('runs one check for twenty requests that ask at once, and keeps a good answer', async () => {
    const ffmpeg = (await run('sh', ['-c', 'command -v ffmpeg'])).stdout.trim()
    const ffprobe = (await run('sh', ['-c', 'command -v ffprobe'])).stdout.trim()
    const log = path.join(scratch.dir, 'runs')
    await appendFile(log, '')
    const counting = path.join(scratch.dir, 'ffmpeg')
    await writeFile(counting, `#!/bin/sh\necho run >> ${log}\nexec ${ffmpeg} "$@"\n`)
    await chmod(counting, 0o755)
    await symlink(ffprobe, path.join(scratch.dir, 'ffprobe'))
    const status = ffmpegStatus(counting)
    const answers = await Promise.all(Array.from({ length: 20 }, () => status()))
    expect(answers.every((answer) => answer.ok)).toBe(true)
    await status()
    // One check runs ffmpeg three times (its version, its encoders, its filters).
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(3)
  })
})
