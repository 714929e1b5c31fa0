import { randomBytes } from 'node:crypto'
import { rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import {
  budgetProblem,
  type ConversionSpec,
  conversionSpecSchema,
  fixedFileBytes,
  isStill,
  rawAviSize,
} from '@marquee/core'
import { meetBudget, passProgress } from './budget-ladder.ts'
import { ConversionError } from './conversion-error.ts'
import type { CpuShare } from './cpu-share.ts'
import { ffmpegArgs } from './ffmpeg-args.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import type { SourceClip } from './filter-graph.ts'
import { findHoldFrame } from './hold-frame.ts'
import { placeLogo } from './logo-overlay.ts'
import type { VideoHeader } from './output-check/byte-source.ts'
import { readOutputHeader } from './output-check/output-header.ts'
import { type OutputFacts, outputFacts } from './output-facts.ts'
import { outputFormat, outputFrameRate } from './output-formats.ts'
import { type Personalization, prepareTexts } from './personal-texts.ts'
import { type MediaFacts, redact } from './probe-media.ts'
import { ProcessStartError, runProcess } from './run-process.ts'
import { sourceFacts } from './source-facts.ts'

export interface ConversionRequest {
  source: string
  output: string
  spec: ConversionSpec
  /** Convert only the first seconds of the source (tests, benchmarks, previews). */
  maxSeconds?: number
  /** A personalised clip: its template's fields and the customer's checked texts, drawn in. */
  personalization?: Personalization
}

export interface ConversionOptions {
  ffmpegPath?: string
  /** Defaults to the ffprobe beside ffmpegPath. */
  ffprobePath?: string
  /** The most ffmpeg may run (default 5 minutes); each ffprobe has its own 30 s limit. */
  timeoutMs?: number
  /** Aborting stops ffmpeg like a timeout does: SIGTERM, then SIGKILL after a grace. */
  signal?: AbortSignal
  /** Called with 0..1 as ffmpeg reports its position against the source's duration. */
  onProgress?: (fraction: number) => void
  /** ffmpeg's priority and threads; unset: ffmpeg takes what it wants. */
  cpu?: CpuShare
}

export interface ConversionResult {
  elapsedMs: number
  bytes: number
  /** The file's facts, from its checked header, the encoder's arguments and ffmpeg's report. */
  facts: OutputFacts
}

export const DEFAULT_CONVERSION_TIMEOUT_MS = 5 * 60_000

/**
 * Converts `source` to exactly spec.width x spec.height in spec.format. ffmpeg writes a
 * temporary file beside `output`; its container header is checked (exact size, expected
 * codec, a whole file) and only then is it renamed, so `output` is either the whole verified file or absent.
 * With a file-size budget, a file over it is made again down the format's quality ladder
 * (budget-ladder.ts) until one meets it, or refused ('over-budget') with the smallest size reached.
 */
export async function convertClip(
  request: ConversionRequest,
  options: ConversionOptions = {},
): Promise<ConversionResult> {
  const started = performance.now()
  // The type says the spec is valid; a row read back from storage may still not be.
  const checked = conversionSpecSchema.safeParse(request.spec)
  if (!checked.success) {
    throw new ConversionError('bad-spec', checked.error.issues[0]?.message ?? 'invalid spec')
  }
  const { ffmpeg, ffprobe } = ffmpegBinaries(options.ffmpegPath, options.ffprobePath)
  const source = await sourceFacts(request.source, ffprobe)
  const seconds = Math.min(source.durationSeconds, request.maxSeconds ?? Number.POSITIVE_INFINITY)
  const spec = checked.data
  refuseFixedSizes(spec, seconds, source.fps)
  const partialStem = path.join(
    path.dirname(request.output),
    `.${path.basename(request.output)}.${randomBytes(6).toString('hex')}`,
  )
  const partials: string[] = []
  const stillFrame = isStill(spec.format)
    ? await findHoldFrame(request.source, ffmpeg, seconds, options.signal)
    : null
  const shape = displayedShape(source)
  const drawn = await prepareTexts(request.personalization, spec, shape)
  const logo = placeLogo(request.personalization?.logo, spec, shape)
  const { onProgress } = options
  const encode = async (step: number, pass: number) => {
    const file = `${partialStem}.${step}.part`
    partials.push(file)
    const args = ffmpegArgs(
      {
        ...request,
        spec,
        output: file,
        threads: options.cpu?.threads,
        texts: drawn.texts,
        logo,
        stillFrame,
        step,
      },
      shape,
    )
    const frames = await runFfmpeg(ffmpeg, args, seconds, {
      ...options,
      ...(onProgress && spec.maxBytes !== null
        ? { onProgress: (fraction: number) => onProgress(passProgress(pass, fraction)) }
        : {}),
      redactions: [
        [path.resolve(request.source), '<source>'],
        [path.resolve(file), '<output>'],
        [request.source, '<source>'],
        [file, '<output>'],
        ...(logo ? ([[logo.file, '<logo>']] as [string, string][]) : []),
      ],
    })
    const header = await verifyOutput(file, spec, source.fps)
    const { size } = await stat(file)
    return { file, bytes: size, frames, header }
  }
  let kept: Awaited<ReturnType<typeof encode>>
  try {
    kept = await meetBudget(
      spec.maxBytes,
      outputFormat(spec).steps,
      encode,
      ({ file }) => unlink(file),
      (smallest) => new ConversionError('over-budget', budgetProblem(spec, smallest) ?? ''),
    )
    await rename(kept.file, request.output)
  } catch (error) {
    await Promise.all(partials.map((file) => unlink(file).catch(() => undefined)))
    throw error
  } finally {
    await drawn.remove()
  }
  return {
    elapsedMs: performance.now() - started,
    bytes: kept.bytes,
    facts: outputFacts(kept.header, spec, source.fps, kept.frames),
  }
}

/**
 * An uncompressed AVI's size and a BMP's are known before they are written: a raw AVI over
 * RAW_AVI_MAX_BYTES, or either over the spec's budget, is refused before ffmpeg starts, so no
 * request fills the disk with raw frames or waits for a file that cannot fit.
 */
function refuseFixedSizes(spec: ConversionSpec, seconds: number, sourceFps: number): void {
  if (spec.codec === 'raw') {
    const { problem } = rawAviSize(spec, seconds, sourceFps)
    if (problem) throw new ConversionError('too-large', problem)
  }
  const bytes = fixedFileBytes(spec, seconds, sourceFps)
  const problem = bytes === null ? null : budgetProblem(spec, bytes)
  if (problem) throw new ConversionError('over-budget', problem)
}

/** ffmpeg turns a rotated source upright before the filters see it: so must the geometry. */
function displayedShape(source: MediaFacts): SourceClip {
  const turned = source.rotation % 180 !== 0
  return {
    width: turned ? source.height : source.width,
    height: turned ? source.width : source.height,
    sampleAspectRatio: turned ? 1 / source.sampleAspectRatio : source.sampleAspectRatio,
    fps: source.fps,
  }
}

/** Runs ffmpeg to its end; resolves with the frames it reported writing. */
async function runFfmpeg(
  ffmpeg: string,
  args: string[],
  seconds: number,
  options: ConversionOptions & { redactions: [string, string][] },
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CONVERSION_TIMEOUT_MS
  const { onProgress } = options
  let frames = 0
  // ffmpeg's -progress report: key=value lines, a block every period and a last one at the end.
  const onStdoutLine = (line: string) => {
    const [key, value] = line.split('=')
    if (!value || !/^\d+$/.test(value)) {
      if (onProgress && key === 'progress' && value === 'end') onProgress(1)
    } else if (key === 'frame') frames = Number(value)
    else if (onProgress && seconds > 0 && key === 'out_time_us') {
      onProgress(Math.min(1, Number(value) / 1e6 / seconds))
    }
  }
  const result = await runProcess(ffmpeg, args, {
    timeoutMs,
    ...(options.cpu?.niceness ? { niceness: options.cpu.niceness } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onStdoutLine,
  }).catch((error: unknown) => {
    if (error instanceof ProcessStartError) {
      throw new ConversionError('no-ffmpeg', `ffmpeg could not start (${error.code})`)
    }
    throw error
  })
  if (result.stoppedBy === 'timeout') {
    throw new ConversionError('timeout', `ffmpeg was stopped after ${timeoutMs} ms`)
  }
  if (result.stoppedBy === 'abort')
    throw new ConversionError('aborted', 'the conversion was cancelled')
  if (result.code !== 0) {
    const detail = options.redactions.reduce(
      (text, [file, role]) => redact(text, file, role),
      result.stderr,
    )
    const how = result.signal ? `was killed by ${result.signal}` : `exited with code ${result.code}`
    throw new ConversionError('crashed', `ffmpeg ${how}`, detail)
  }
  return frames
}

/** How far a frame's length may stray: GIF delays are whole centiseconds, others exact. */
const frameLengthTolerance = (format: ConversionSpec['format']) =>
  format === 'gif' ? 0.005 : 0.0001

const rateText = (fps: number) => String(Math.round(fps * 1000) / 1000)

/**
 * The file is what was asked, as its own header states: the exact size, the format's codec
 * and, when the store set a rate (one asked for, or the format's nearest to the source's),
 * that rate. A source's own rate kept as it is may vary frame to frame, so it is not checked.
 */
async function verifyOutput(
  file: string,
  spec: ConversionSpec,
  sourceFps: number,
): Promise<VideoHeader> {
  const facts = await readOutputHeader(file, spec.format)
  if (facts.width !== spec.width || facts.height !== spec.height) {
    throw new ConversionError(
      'wrong-size',
      `ffmpeg wrote ${facts.width}x${facts.height} instead of ${spec.width}x${spec.height}`,
    )
  }
  const expected = outputFormat(spec).codec
  if (facts.codec !== expected) {
    throw new ConversionError('bad-output', `ffmpeg wrote ${facts.codec} instead of ${expected}`)
  }
  const rate = outputFrameRate(spec, sourceFps)
  if (rate !== null && Math.abs(1 / facts.fps - 1 / rate) > frameLengthTolerance(spec.format)) {
    throw new ConversionError(
      'bad-output',
      `ffmpeg wrote ${rateText(facts.fps)} frames a second instead of ${rateText(rate)}`,
    )
  }
  return facts
}
