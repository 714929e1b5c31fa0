import { execFile } from 'node:child_process'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { type ConversionSpec, RAW_AVI_MAX_BYTES, rawAviBytes } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { ConversionError } from '../../src/services/conversion/conversion-error.ts'
import { convertClip } from '../../src/services/conversion/convert-clip.ts'
import { readOutputHeader } from '../../src/services/conversion/output-check/output-header.ts'
import { SEED_CLIP, scratchForFile, specOf } from './media-fixtures.ts'

// Issue 27: controllers that read raw frames get an uncompressed AVI, bounded in size.
const run = promisify(execFile)
const RAW = specOf({ format: 'avi', width: 97, height: 33, fit: 'stretch', codec: 'raw' })

const scratch = scratchForFile()

/** The first frame as 24-bit RGB, decoded by ffmpeg. */
async function firstFrame(file: string): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-frames:v', '1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 24 },
  )
  return stdout
}

describe('an uncompressed AVI', () => {
  it('holds 24-bit frames with 4-byte rows, of the size it was asked, and the size core predicts', async () => {
    const output = path.join(scratch.dir, 'raw.avi')
    const result = await convertClip({ source: SEED_CLIP, output, spec: RAW, maxSeconds: 1 })
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
      ...['-show_entries', 'stream=codec_name,codec_tag,pix_fmt,width,height,nb_read_frames'],
      ...['-of', 'json', output],
    ])
    const [stream] = JSON.parse(stdout).streams
    expect(stream).toMatchObject({
      codec_name: 'rawvideo',
      codec_tag: '0x0000',
      pix_fmt: 'bgr24',
      width: 97,
      height: 33,
      nb_read_frames: '25',
    })
    expect(await readOutputHeader(output, 'avi')).toMatchObject({ codec: 'rawvideo', fps: 25 })
    // Each frame is its rows as they are, padded to 4 bytes: 292 x 33 a frame, nothing smaller.
    const framesBytes = 25 * Math.ceil((97 * 3) / 4) * 4 * 33
    expect(result.bytes).toBeGreaterThan(framesBytes)
    expect(result.bytes).toBeLessThanOrEqual(rawAviBytes(97, 33, 25))
    expect(result.facts).toMatchObject({ codec: 'rawvideo', pixFmt: 'bgr24', frames: 25 })
  })

  it('shows the picture the MJPEG file shows, without its compression', async () => {
    const raw = path.join(scratch.dir, 'picture-raw.avi')
    const mjpeg = path.join(scratch.dir, 'picture-mjpeg.avi')
    await convertClip({ source: SEED_CLIP, output: raw, spec: RAW, maxSeconds: 0.2 })
    await convertClip({
      source: SEED_CLIP,
      output: mjpeg,
      spec: { ...RAW, codec: 'mjpeg' },
      maxSeconds: 0.2,
    })
    const [rawPixels, mjpegPixels] = await Promise.all([firstFrame(raw), firstFrame(mjpeg)])
    expect(rawPixels.length).toBe(97 * 33 * 3)
    const differing = (a: Buffer, b: Buffer) =>
      a.reduce((count, value, index) => count + (Math.abs(value - (b[index] ?? 0)) > 24 ? 1 : 0), 0)
    // MJPEG's 4:2:0 blocks stray from the raw picture, but they show the same clip.
    expect(differing(rawPixels, mjpegPixels) / rawPixels.length).toBeLessThan(0.2)
    expect(differing(rawPixels, mjpegPixels)).toBeGreaterThan(0)
  })

  it('is refused before ffmpeg starts when it would pass the cap, leaving no file', async () => {
    const dir = path.join(scratch.dir, 'too-large')
    await mkdir(dir)
    const output = path.join(dir, 'huge.avi')
    const spec: ConversionSpec = { ...RAW, width: 4096, height: 4096 }
    const error = await convertClip({ source: SEED_CLIP, output, spec }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ConversionError)
    expect((error as ConversionError).kind).toBe('too-large')
    expect((error as ConversionError).message).toMatch(
      /^codec raw at 4096x4096 makes a [\d.]+ GB file/,
    )
    expect(rawAviBytes(4096, 4096, 100)).toBeGreaterThan(RAW_AVI_MAX_BYTES)
    // Nothing was written: not the file, not its temporary part.
    expect(await readdir(dir)).toEqual([])
  })
})
