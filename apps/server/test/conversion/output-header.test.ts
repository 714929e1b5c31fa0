import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { ConversionSpec } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConversionError } from '../../src/services/conversion/conversion-error.ts'
import { bufferSource } from '../../src/services/conversion/output-check/byte-source.ts'
import {
  readHeader,
  readOutputHeader,
} from '../../src/services/conversion/output-check/output-header.ts'
import { outputFormat } from '../../src/services/conversion/output-formats.ts'
import { scratchDir } from './media-fixtures.ts'

const run = promisify(execFile)
type FileType = ConversionSpec['format']
const FORMATS: FileType[] = ['mp4', 'avi', 'mpeg', 'gif', 'png', 'bmp']
const SIZES: [number, number][] = [
  [1, 1],
  [7, 3],
  [97, 33],
  [4096, 16],
  [776, 720],
]

let scratch: Awaited<ReturnType<typeof scratchDir>>
beforeAll(async () => {
  scratch = await scratchDir()
})
afterAll(() => scratch.remove())

/** A few frames of ffmpeg's test pattern encoded exactly as the store encodes `format`. */
async function encode(
  format: FileType,
  width: number,
  height: number,
  rate = '25',
): Promise<string> {
  const spec: ConversionSpec = {
    format,
    width,
    height,
    fit: 'stretch',
    depth: 'full',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  }
  const { muxer, encoderArgs, pixFmt } = outputFormat(spec)
  const file = path.join(scratch.dir, `${width}x${height}-${rate.replace('/', '_')}.${format}`)
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${rate}`],
    ...['-t', '0.12', ...encoderArgs, ...(pixFmt ? ['-pix_fmt', pixFmt] : [])],
    ...['-fflags', '+bitexact', '-f', muxer, file],
  ])
  return file
}

/** ffprobe's width, height and codec of the file's first video stream (a still's too). */
async function probed(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height'],
    ...['-of', 'json', file],
  ])
  const [stream] = JSON.parse(stdout).streams
  return { width: stream.width, height: stream.height, codec: stream.codec_name }
}

/** '30000/1001' as a number. */
function fraction(text: string): number {
  const [numerator, denominator = '1'] = text.split('/')
  return Number(numerator) / Number(denominator)
}

async function rejection(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ConversionError)) throw new Error(`expected a ConversionError: ${error}`)
  return error
}

describe.each(FORMATS)('the %s header reader', (format) => {
  it.each(SIZES)('reads %ix%i and the codec exactly as ffprobe does', async (width, height) => {
    const file = await encode(format, width, height)
    const probe = await probed(file)
    expect(await readOutputHeader(file, format)).toEqual({
      width,
      height,
      codec: probe.codec,
      // A still is one picture: no rate.
      fps: format === 'png' || format === 'bmp' ? 0 : 25,
    })
    expect(probe).toMatchObject({ width, height })
  })

  // The rates each type carries (core's FORMAT_FRAME_RATES), and NTSC's 30000/1001 where the
  // container can say it: the header's rate is the one ffprobe reads.
  const rates = {
    mp4: ['15', '30', '30000/1001'],
    avi: ['15', '30'],
    mpeg: ['30', '30000/1001'],
    gif: ['25'],
    png: [],
    bmp: [],
  }
  it.each(rates[format])('reads a rate of %s frames a second as ffprobe does', async (rate) => {
    const file = await encode(format, 97, 33, rate)
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=r_frame_rate'],
      ...['-of', 'csv=p=0', file],
    ])
    const header = await readOutputHeader(file, format)
    expect(header.fps).toBeCloseTo(fraction(stdout.trim()), 6)
    expect(header.fps).toBeCloseTo(fraction(rate), 6)
  })

  it('refuses the file cut short, or bytes of another type', async () => {
    const bytes = await readFile(await encode(format, 97, 33))
    // Not at a multiple of 2048: MPEG program stream packets end there (see mpeg-header.ts).
    const half = (bytes.length >> 1) + 5
    const cuts = [0, 3, 12, 40, 200, half, bytes.length - 4, bytes.length - 1]
    for (const cut of cuts) {
      const error = await rejection(readHeader(bufferSource(bytes.subarray(0, cut)), format))
      expect(error.kind, `cut at ${cut} of ${bytes.length}`).toBe('bad-output')
    }
    const other = await readFile(await encode(format === 'gif' ? 'avi' : 'gif', 97, 33))
    expect((await rejection(readHeader(bufferSource(other), format))).kind).toBe('bad-output')
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, index) => (index * 7919) % 256))
    expect((await rejection(readHeader(bufferSource(noise), format))).kind).toBe('bad-output')
  })
})

it('MPEG: 4096x1 is MPEG-4 Part 2, read from its video object layer', async () => {
  const file = await encode('mpeg', 4096, 1)
  expect(await readOutputHeader(file, 'mpeg')).toEqual({
    width: 4096,
    height: 1,
    codec: 'mpeg4',
    fps: 25,
  })
})

it('MPEG: a side of 4096 comes from the MPEG-2 size extension bits', async () => {
  const file = await encode('mpeg', 16, 4096)
  expect(await readOutputHeader(file, 'mpeg')).toEqual({
    width: 16,
    height: 4096,
    codec: 'mpeg2video',
    fps: 25,
  })
})

it('GIF: a clip that plays once is refused (the sign must loop)', async () => {
  const file = path.join(scratch.dir, 'once.gif')
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=8x8:rate=25', '-t', '0.12'],
    ...['-loop', '-1', file],
  ])
  const error = await rejection(readOutputHeader(file, 'gif'))
  expect(error.message).toBe('ffmpeg wrote a gif file that does not loop forever')
})

it('MPEG-4 Part 2: the rate is the time base when no fixed VOP rate is set, as ffmpeg writes it', async () => {
  const file = await encode('mpeg', 4096, 1, '30')
  expect((await readOutputHeader(file, 'mpeg')).fps).toBe(30)
})

it('MP4: the moov box is found at the end as well as at the start', async () => {
  const file = path.join(scratch.dir, 'moov-last.mp4')
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=100x60:rate=25', '-t', '0.12'],
    ...['-pix_fmt', 'yuv420p', file],
  ])
  const bytes = await readFile(file)
  expect(bytes.indexOf('moov')).toBeGreaterThan(bytes.indexOf('mdat'))
  expect(await readOutputHeader(file, 'mp4')).toEqual({
    width: 100,
    height: 60,
    codec: 'h264',
    fps: 25,
  })
})
