import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type ConversionSpec, type ConversionSpecInput, conversionSpecSchema } from '@marquee/core'
import { afterAll, beforeAll } from 'vitest'

const run = promisify(execFile)

/** A seed clip: 384x192, 25 fps, 4 s, H.264 4:2:0. */
export const SEED_CLIP = path.resolve(
  import.meta.dirname,
  '../../masters/products/oil-change-special/clip.mp4',
)

export async function scratchDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'marquee-conversion-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/**
 * A scratch folder for one test file: made before its tests, removed after them. Read `dir`
 * inside a test, once it is made.
 */
export function scratchForFile(): { readonly dir: string } {
  let scratch: Awaited<ReturnType<typeof scratchDir>> | undefined
  beforeAll(async () => {
    scratch = await scratchDir()
  })
  afterAll(() => scratch?.remove())
  return {
    get dir() {
      if (!scratch) throw new Error('the scratch folder is made before the tests')
      return scratch.dir
    },
  }
}

/** A spec as a test names it, the converter's defaults for the rest (letterbox, full colour, the clip's rate, MJPEG, no budget). */
export const specOf = (fields: ConversionSpecInput): ConversionSpec =>
  conversionSpecSchema.parse(fields)

/** Makes a 1-s, 25 fps clip from lavfi sources, lossless 4:4:4 so its colours stay exact. */
async function makeClip(
  file: string,
  filter: string,
  extra: string[] = [],
  seconds = 1,
): Promise<string> {
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', filter],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '0'],
    ...['-pix_fmt', 'yuv444p', ...extra, file],
  ])
  return file
}

/** A tall source of odd width: ffmpeg's test pattern at 333x500. */
export const tallClip = (dir: string) =>
  makeClip(path.join(dir, 'tall.mp4'), 'testsrc=size=333x500:rate=25')

/** 300x100 in three 100-pixel stripes: red, green, blue. */
export const stripesClip = (dir: string) =>
  makeClip(
    path.join(dir, 'stripes.mp4'),
    [
      'color=c=red:s=100x100:r=25[r]',
      'color=c=lime:s=100x100:r=25[g]',
      'color=c=blue:s=100x100:r=25[b]',
      '[r][g][b]hstack=inputs=3',
    ].join(';'),
  )

/** 3 s of plain black at 400x200: drawn text is the only thing that changes. */
export const blackClip = (dir: string) =>
  makeClip(path.join(dir, 'black.mp4'), 'color=c=black:s=400x200:r=25', [], 3)

/** White, stored 334x500 with a display matrix turning it 90 degrees: shown as 500x334. */
export async function rotatedClip(dir: string): Promise<string> {
  const upright = await makeClip(path.join(dir, 'upright.mp4'), 'color=c=white:s=334x500:r=25')
  const rotated = path.join(dir, 'rotated.mp4')
  await run('ffmpeg', [
    ...['-v', 'error', '-i', upright, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', rotated],
  ])
  return rotated
}

/** One decoded frame as 8-bit RGB. */
export interface Frame {
  width: number
  height: number
  rgb: Buffer
}

export const firstFrame = (file: string, width: number, height: number) =>
  frameAt(file, 0, width, height)

/** The frame shown `seconds` into the file (decoded up to it, so exact), as 8-bit RGB. */
export async function frameAt(
  file: string,
  seconds: number,
  width: number,
  height: number,
): Promise<Frame> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file],
      ...(seconds > 0 ? ['-ss', String(seconds)] : []),
      ...['-frames:v', '1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  )
  if (stdout.length !== width * height * 3) {
    throw new Error(`decoded ${stdout.length} bytes, not one ${width}x${height} RGB frame`)
  }
  return { width, height, rgb: stdout }
}

export function pixel(frame: Frame, x: number, y: number): [number, number, number] {
  const at = (y * frame.width + x) * 3
  return [frame.rgb[at] ?? 0, frame.rgb[at + 1] ?? 0, frame.rgb[at + 2] ?? 0]
}

/** Every pixel of the frame, for whole-frame assertions. */
export function* pixels(frame: Frame): Generator<[number, number, number]> {
  for (let at = 0; at < frame.rgb.length; at += 3) {
    yield [frame.rgb[at] ?? 0, frame.rgb[at + 1] ?? 0, frame.rgb[at + 2] ?? 0]
  }
}

/** One picture from a lavfi source, in the format `file`'s extension names (png, jpg, webp). */
export async function pictureFile(file: string, filter: string): Promise<string> {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', filter, '-frames:v', '1', file])
  return file
}
