import { execFile } from 'node:child_process'
import { chmod, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { ConversionSpec } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkFfmpeg } from '../../src/services/conversion/check-ffmpeg.ts'
import { ConversionError } from '../../src/services/conversion/conversion-error.ts'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { KILL_GRACE_MS } from '../../src/services/conversion/run-process.ts'
import { SEED_CLIP, scratchDir, specOf } from './media-fixtures.ts'

const run = promisify(execFile)
const spec = specOf({ format: 'mp4', width: 384, height: 192 })

let scratch: Awaited<ReturnType<typeof scratchDir>>
let ffprobe: string

beforeAll(async () => {
  scratch = await scratchDir()
  ffprobe = (await run('sh', ['-c', 'command -v ffprobe'])).stdout.trim()
})
afterAll(() => scratch.remove())

/** An "ffmpeg" that is a shell script, with the real ffprobe beside it. */
async function fakeFfmpeg(name: string, body: string): Promise<string> {
  const dir = path.join(scratch.dir, name)
  await mkdir(dir)
  const file = path.join(dir, 'ffmpeg')
  // The output is ffmpeg's last argument, as a file: URL.
  await writeFile(file, `#!/bin/sh\nfor last; do :; done\nlast=\${last#file:}\n${body}\n`)
  await chmod(file, 0o755)
  await symlink(ffprobe, path.join(dir, 'ffprobe'))
  return file
}

async function failure(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ConversionError))
    throw new Error(`expected a ConversionError, got ${error}`)
  return error
}

/** The output directory: nothing at `output`, no half-written file left beside it. */
async function leftovers(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name !== 'ffmpeg' && name !== 'ffprobe')
}

/** Alive and not a zombie waiting for this machine's init to reap it. */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  return stat !== '' && !/^\d+ \(.*\) Z/.test(stat)
}

/**
 * Waits for `pid` to be gone: a signal is delivered, and its process ends, a moment after it
 * is sent (on a loaded machine, after the conversion has already been given up). A child
 * left running (`sleep 30`) is still found.
 */
async function expectGone(pid: number): Promise<void> {
  await vi.waitFor(async () => expect(await isRunning(pid)).toBe(false), { timeout: 2000 })
}

describe('a broken ffmpeg', () => {
  it('crashing: rejects as crashed, with its error text minus the paths', async () => {
    const ffmpegPath = await fakeFfmpeg('crash', 'echo "cannot write $last" >&2; exit 1')
    const output = path.join(path.dirname(ffmpegPath), 'clip.mp4')
    const error = await failure(convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath }))
    expect(error.kind).toBe('crashed')
    expect(error.message).toBe('ffmpeg exited with code 1')
    expect(error.detail).toBe('cannot write <output>')
    expect(await leftovers(path.dirname(output))).toEqual([])
  })

  it('hanging: killed at the time limit, with the children it started', async () => {
    const ffmpegPath = await fakeFfmpeg('hang', 'sleep 30 & echo $! > "$(dirname "$0")/pid"; wait')
    const dir = path.dirname(ffmpegPath)
    const started = performance.now()
    const error = await failure(
      convertClip(
        { source: SEED_CLIP, output: path.join(dir, 'clip.mp4'), spec },
        { ffmpegPath, timeoutMs: 300 },
      ),
    )
    expect(error.kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(5000)
    const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8'))
    await expectGone(pid)
    expect(await leftovers(dir)).toEqual(['pid'])
  })

  it('ignoring SIGTERM: killed after the grace', async () => {
    const ffmpegPath = await fakeFfmpeg(
      'stubborn',
      `trap '' TERM; sleep 30 & echo $! > "$(dirname "$0")/pid"; wait; wait`,
    )
    const dir = path.dirname(ffmpegPath)
    const started = performance.now()
    const error = await failure(
      convertClip(
        { source: SEED_CLIP, output: path.join(dir, 'clip.mp4'), spec },
        { ffmpegPath, timeoutMs: 200 },
      ),
    )
    expect(error.kind).toBe('timeout')
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(200 + KILL_GRACE_MS - 50)
    expect(elapsed).toBeLessThan(200 + KILL_GRACE_MS + 5000)
    const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8'))
    await expectGone(pid)
  })

  it('cancelled: an aborted signal stops it', async () => {
    const ffmpegPath = await fakeFfmpeg('cancel', 'sleep 30 & wait')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 200)
    const output = path.join(path.dirname(ffmpegPath), 'clip.mp4')
    const error = await failure(
      convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath, signal: controller.signal }),
    )
    expect(error.kind).toBe('aborted')
    expect(await leftovers(path.dirname(output))).toEqual([])
  })

  it('missing: no-ffmpeg, whether ffmpeg or the ffprobe beside it is absent', async () => {
    const dir = path.join(scratch.dir, 'missing')
    await mkdir(dir)
    const output = path.join(dir, 'clip.mp4')
    const ffmpegPath = path.join(dir, 'nowhere', 'ffmpeg')
    const noFfmpeg = await failure(
      convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath, ffprobePath: ffprobe }),
    )
    expect(noFfmpeg).toMatchObject({
      kind: 'no-ffmpeg',
      message: 'ffmpeg could not start (ENOENT)',
    })
    const noProbe = await failure(convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath }))
    expect(noProbe).toMatchObject({
      kind: 'no-ffmpeg',
      message: 'ffprobe could not start (ENOENT)',
    })
    expect(await leftovers(dir)).toEqual([])
  })

  it('writing the wrong size: rejected as wrong-size, and the file is not kept', async () => {
    const fixed = path.join(scratch.dir, 'fixed.mp4')
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=100x100:rate=25', '-t', '0.2'],
      ...['-pix_fmt', 'yuv420p', fixed],
    ])
    const ffmpegPath = await fakeFfmpeg('wrong-size', `cp "${fixed}" "$last"`)
    const output = path.join(path.dirname(ffmpegPath), 'clip.mp4')
    const error = await failure(convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath }))
    expect(error).toMatchObject({
      kind: 'wrong-size',
      message: 'ffmpeg wrote 100x100 instead of 384x192',
    })
    expect(await leftovers(path.dirname(output))).toEqual([])
  })

  it('writing the wrong frame rate: rejected as bad-output, and the file is not kept', async () => {
    const at25 = path.join(scratch.dir, 'at-25.mp4')
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=384x192:rate=25', '-t', '0.2'],
      ...['-pix_fmt', 'yuv420p', at25],
    ])
    const ffmpegPath = await fakeFfmpeg('wrong-rate', `cp "${at25}" "$last"`)
    const output = path.join(path.dirname(ffmpegPath), 'clip.mp4')
    const asked = { ...spec, fps: 30 } as const
    const error = await failure(
      convertClip({ source: SEED_CLIP, output, spec: asked }, { ffmpegPath }),
    )
    expect(error).toMatchObject({
      kind: 'bad-output',
      message: 'ffmpeg wrote 25 frames a second instead of 30',
    })
    expect(await leftovers(path.dirname(output))).toEqual([])
  })

  it('writing something that is not video: rejected as bad-output', async () => {
    const ffmpegPath = await fakeFfmpeg('garbage', 'echo "not a video" > "$last"')
    const output = path.join(path.dirname(ffmpegPath), 'clip.mp4')
    const error = await failure(convertClip({ source: SEED_CLIP, output, spec }, { ffmpegPath }))
    expect(error.kind).toBe('bad-output')
    expect(await leftovers(path.dirname(output))).toEqual([])
  })

  it('checkFfmpeg tells a working ffmpeg from a missing, broken or incomplete one', async () => {
    expect(await checkFfmpeg()).toEqual({
      ok: true,
      version: expect.stringMatching(/^\d/),
      missing: [],
    })
    expect(await checkFfmpeg(path.join(scratch.dir, 'nowhere', 'ffmpeg'))).toEqual({
      ok: false,
      version: null,
      missing: ['ffmpeg', 'ffprobe'],
    })
    expect(await checkFfmpeg(await fakeFfmpeg('check-crash', 'exit 1'))).toEqual({
      ok: false,
      version: null,
      missing: ['ffmpeg'],
    })
    // A build without libx264 (some distributions ship one): runs, but cannot make mp4.
    const partial = await fakeFfmpeg(
      'no-x264',
      [
        'case "$2" in',
        '  -version) echo "ffmpeg version 6.1-minimal" ;;',
        `  -encoders) printf ' V..... gif  GIF\\n VFS... mjpeg  MJPEG\\n V.S... mpeg1video  MPEG-1\\n V.S... mpeg2video  MPEG-2\\n' ;;`,
        `  -filters) printf ' T.C drawtext  V->V  Draw text\\n' ;;`,
        'esac',
      ].join('\n'),
    )
    expect(await checkFfmpeg(partial)).toEqual({
      ok: false,
      version: '6.1-minimal',
      missing: ['libx264'],
    })
    // A build without libfreetype: converts, but cannot draw a personalised clip's text.
    const noText = await fakeFfmpeg(
      'no-freetype',
      [
        'case "$2" in',
        '  -version) echo "ffmpeg version 6.1-nofreetype" ;;',
        `  -encoders) printf ' V..... gif  GIF\\n VFS... mjpeg  MJPEG\\n V.S... mpeg1video  MPEG-1\\n V.S... mpeg2video  MPEG-2\\n V..... libx264  H.264\\n' ;;`,
        `  -filters) printf ' TSC scale  V->V  Scale\\n' ;;`,
        'esac',
      ].join('\n'),
    )
    expect(await checkFfmpeg(noText)).toEqual({
      ok: false,
      version: '6.1-nofreetype',
      missing: ['drawtext'],
    })
  })
})

describe('the spec', () => {
  it('out of range: bad-spec naming the field, before anything runs', async () => {
    const output = path.join(scratch.dir, 'never.mp4')
    for (const [change, message] of [
      [{ width: 0 }, 'width must be at least 1 pixel'],
      [{ height: 4097 }, 'height must be at most 4096 pixels'],
      [{ width: 2.5 }, 'width must be a whole number of pixels'],
      [{ format: 'mov' }, 'format must be one of mp4, avi, mpeg, gif, png, bmp'],
    ] as const) {
      const error = await failure(
        convertClip({ source: SEED_CLIP, output, spec: { ...spec, ...change } as ConversionSpec }),
      )
      expect(error).toMatchObject({ kind: 'bad-spec', message })
    }
  })
})

describe('the source', () => {
  it('missing or not a video: bad-source, and ffmpeg never runs', async () => {
    const dir = path.join(scratch.dir, 'sources')
    await mkdir(dir)
    const output = path.join(dir, 'clip.mp4')
    const missing = await failure(
      convertClip({ source: path.join(dir, 'nothing.mp4'), output, spec }),
    )
    expect(missing).toMatchObject({ kind: 'bad-source', message: 'the source clip does not exist' })
    const text = path.join(dir, 'notes.mp4')
    await writeFile(text, 'not a video')
    const notVideo = await failure(convertClip({ source: text, output, spec }))
    expect(notVideo).toMatchObject({
      kind: 'bad-source',
      message: 'ffprobe could not read the file',
    })
    expect(notVideo.detail).not.toContain(dir)
    expect(await readdir(dir)).toEqual(['notes.mp4'])
  })

  it('a playlist named .mp4 is refused before it can pull in other local files', async () => {
    const dir = path.join(scratch.dir, 'playlist')
    await mkdir(dir)
    const source = path.join(dir, 'clip.mp4')
    await writeFile(
      source,
      `#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\n${SEED_CLIP}\n#EXT-X-ENDLIST\n`,
    )
    const error = await failure(convertClip({ source, output: path.join(dir, 'out.mp4'), spec }))
    expect(error.kind).toBe('bad-source')
    expect(await readdir(dir)).toEqual(['clip.mp4'])
  })

  it('a path with a colon is a file, not a protocol', async () => {
    const dir = path.join(scratch.dir, 'colon')
    await mkdir(dir)
    const output = path.join(dir, 'sign:384x192.gif')
    await convertClip({
      source: SEED_CLIP,
      output,
      spec: { ...spec, format: 'gif' },
      maxSeconds: 0.2,
    })
    expect(await readdir(dir)).toEqual(['sign:384x192.gif'])
  })

  it('replaced in place: probed again, so the new shape decides the geometry', async () => {
    const source = path.join(scratch.dir, 'replaced.mp4')
    const make = (size: string) =>
      run('ffmpeg', [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=white:s=${size}:r=25`, '-t', '0.2'],
        ...['-pix_fmt', 'yuv420p', source],
      ])
    const output = path.join(scratch.dir, 'replaced.gif')
    const square: ConversionSpec = {
      format: 'gif',
      width: 40,
      height: 40,
      fit: 'letterbox',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      maxBytes: null,
    }
    const topLeft = async () => {
      await convertClip({ source, output, spec: square })
      const { stdout } = await run(
        'ffmpeg',
        [
          '-v',
          'error',
          '-i',
          output,
          '-frames:v',
          '1',
          '-vf',
          'crop=1:1:0:0',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'gray',
          'pipe:1',
        ],
        { encoding: 'buffer' },
      )
      return stdout[0]
    }
    await make('100x100')
    expect(await topLeft()).toBeGreaterThan(200)
    await make('400x100')
    // Now 4:1: a 40x10 band with black bars above and below.
    expect(await topLeft()).toBeLessThan(30)
  })
})

describe('a working conversion', () => {
  it('reports progress from 0 to 1, never backwards', async () => {
    const seen: number[] = []
    const output = path.join(scratch.dir, 'progress.mp4')
    const result = await convertClip(
      { source: SEED_CLIP, output, spec: { ...spec, width: 480, height: 480 }, maxSeconds: 2 },
      { onProgress: (fraction) => seen.push(fraction) },
    )
    expect(seen.at(-1)).toBe(1)
    expect(seen.every((fraction, index) => fraction >= (seen[index - 1] ?? 0))).toBe(true)
    expect(seen.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true)
    expect(result.bytes).toBeGreaterThan(1000)
  })

  it('keeps no audio, title or path of the source in any format', async () => {
    const source = path.join(scratch.dir, 'with-audio.mp4')
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x32:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '0.3', '-pix_fmt', 'yuv420p'],
      ...[
        '-metadata',
        'title=/home/secret-customer/clip.mp4',
        '-metadata',
        'comment=secret-customer',
      ],
      source,
    ])
    for (const format of ['mp4', 'avi', 'mpeg', 'gif'] as const) {
      const output = path.join(scratch.dir, `clean.${format}`)
      await convertClip({ source, output, spec: { ...spec, format, width: 16, height: 8 } })
      const bytes = await readFile(output)
      expect(bytes.includes('secret-customer'), format).toBe(false)
      expect(bytes.includes(scratch.dir), format).toBe(false)
      const { stdout } = await run(ffprobe, [
        ...['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', output],
      ])
      expect(stdout.trim(), format).toBe('video')
    }
  })
})
