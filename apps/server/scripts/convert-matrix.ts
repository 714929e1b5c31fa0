/**
 * npm run convert:matrix: the full conversion matrix of issue 12. Every reference size x
 * every file type (letterbox, full colour) from the first second of a seed clip, then every
 * frame rate a controller may ask for in every file type that carries it, in both AVI codecs,
 * and every reference size as an uncompressed AVI and as PNG and BMP stills (issue 27), each
 * output probed with ffprobe for its exact size, codec and asked frame rate; then every file
 * type at two sizes under three file-size budgets, each file within its budget or refused
 * with a smallest size over it. Prints the counts and the time; exits 1
 * when any output is wrong. `--jobs N` runs N conversions at once (default 1); `--random N`
 * adds N conversions of any size from 1 to 4096, fit, depth and format (0.12 s of video
 * each; `--seed S` repeats a draw).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import {
  AVI_CODECS,
  COLOUR_DEPTHS,
  type ConversionSpec,
  FILE_TYPES,
  FIT_MODES,
  FORMAT_FRAME_RATES,
  MAX_SIGN_SIDE,
  OUTPUT_TYPES,
  REFERENCE_SIZES,
  STILL_TYPES,
} from '@marquee/core'
import { ConversionError } from '../src/services/conversion/conversion-error.ts'
import { convertClip } from '../src/services/conversion/convert-clip.ts'
import { probeMedia } from '../src/services/conversion/probe-media.ts'

const SOURCE = path.resolve(import.meta.dirname, '../masters/products/oil-change-special/clip.mp4')
const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? Math.max(0, Math.floor(Number(process.argv[at + 1]) || 0)) : fallback
}
const JOBS = Math.max(1, flag('--jobs', 1))
const RANDOM = flag('--random', 0)
const SEED = flag('--seed', Date.now() % 1_000_000)

/** Decision 006: MPEG-1 up to 4095, MPEG-2 at 4096, MPEG-4 Part 2 for 4096x1 only. */
function expectedCodec({ format, width, height, codec }: ConversionSpec): string {
  if (format === 'mp4') return 'h264'
  if (format === 'avi') return codec === 'raw' ? 'rawvideo' : 'mjpeg'
  if (format === 'gif' || format === 'png' || format === 'bmp') return format
  if (width === 4096 && height === 1) return 'mpeg4'
  return Math.max(width, height) === 4096 ? 'mpeg2video' : 'mpeg1video'
}

/** A still's size and codec: probeMedia opens video containers only (input-safety.ts). */
function probeStill(file: string): { width: number; height: number; codec: string; fps: number } {
  const stdout = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height'],
    ...['-of', 'json', file],
  ])
  const [stream] = JSON.parse(String(stdout)).streams
  return { width: stream.width, height: stream.height, codec: stream.codec_name, fps: 0 }
}

// mulberry32: a small seeded generator, so a failing draw can be run again with --seed.
let state = SEED
function random(): number {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const side = () => 1 + Math.floor(random() * MAX_SIGN_SIDE)

type MatrixCase = ConversionSpec & { seconds: number }

/** A case of the first second, letterboxed in full colour at the clip's rate, unless it says otherwise. */
const matrixCase = (
  fields: Pick<ConversionSpec, 'format' | 'width' | 'height'> & Partial<MatrixCase>,
): MatrixCase => ({
  fit: 'letterbox',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
  seconds: 1,
  ...fields,
})

const TWO_SIZES = [
  { width: 384, height: 192 },
  { width: 97, height: 33 },
]
const BUDGETS = [1_048_576, 131_072, 16_384]

const specs: MatrixCase[] = [
  ...REFERENCE_SIZES.flatMap((size) => FILE_TYPES.map((format) => matrixCase({ format, ...size }))),
  // Every rate a controller may ask for, in every format (and AVI codec) that carries it, at an
  // even and an odd size.
  ...FILE_TYPES.flatMap((format) =>
    FORMAT_FRAME_RATES[format].flatMap((fps) =>
      (format === 'avi' ? AVI_CODECS : (['mjpeg'] as const)).flatMap((codec) =>
        TWO_SIZES.map((size) => matrixCase({ format, ...size, fps, codec })),
      ),
    ),
  ),
  // Every reference size uncompressed: 0.2 s keeps 4096x4096's raw frames under the 1 GiB cap.
  ...REFERENCE_SIZES.map((size) =>
    matrixCase({ format: 'avi', ...size, codec: 'raw', seconds: 0.2 }),
  ),
  // Every reference size as each still: the hold frame of the first second.
  ...REFERENCE_SIZES.flatMap((size) =>
    STILL_TYPES.map((format) => matrixCase({ format, ...size })),
  ),
  // Every file type under each budget: met down the quality ladder, or refused over it.
  ...OUTPUT_TYPES.flatMap((format) =>
    TWO_SIZES.flatMap((size) =>
      BUDGETS.map((maxBytes) => matrixCase({ format, ...size, maxBytes })),
    ),
  ),
  ...Array.from({ length: RANDOM }, () => {
    const format = pick(FILE_TYPES)
    return matrixCase({
      format,
      width: side(),
      height: side(),
      fit: pick(FIT_MODES),
      depth: pick(COLOUR_DEPTHS),
      fps: pick(FORMAT_FRAME_RATES[format]),
      codec: format === 'avi' ? pick(AVI_CODECS) : 'mjpeg',
      seconds: 0.12,
    })
  }),
]
const BUDGET_CASES = OUTPUT_TYPES.length * TWO_SIZES.length * BUDGETS.length
const FRAME_RATE_CASES =
  specs.length -
  RANDOM -
  BUDGET_CASES -
  REFERENCE_SIZES.length * (FILE_TYPES.length + 1 + STILL_TYPES.length)
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-convert-matrix-'))
const secondsByFormat = new Map<string, number>()
const wrong: string[] = []
const budgets = { met: 0, refused: 0 }
const queue = [...specs]

/** A refusal is right only for a budget, naming a smallest size over it. */
function refusedRightly(spec: ConversionSpec, error: unknown): boolean {
  if (!(error instanceof ConversionError) || error.kind !== 'over-budget') return false
  const smallest = Number(/is ([\d,]+) bytes/.exec(error.message)?.[1]?.replaceAll(',', ''))
  return spec.maxBytes !== null && smallest > spec.maxBytes
}

async function convertOne({ seconds: maxSeconds, ...spec }: MatrixCase): Promise<void> {
  const name = `${spec.width}x${spec.height}-${spec.fit}-${spec.depth}-${spec.fps}-${spec.codec}-${spec.maxBytes ?? 'any'}.${spec.format}`
  const output = path.join(dir, name)
  const started = performance.now()
  try {
    await convertClip({ source: SOURCE, output, spec, maxSeconds })
    const bytes = statSync(output).size
    const facts =
      spec.format === 'png' || spec.format === 'bmp' ? probeStill(output) : await probeMedia(output)
    if (facts.width !== spec.width || facts.height !== spec.height) {
      wrong.push(`${name}: ${facts.width}x${facts.height}`)
    } else if (facts.codec !== expectedCodec(spec)) {
      wrong.push(`${name}: ${facts.codec}`)
    } else if (spec.fps !== 'source' && Math.abs(facts.fps - spec.fps) > 0.01) {
      wrong.push(`${name}: ${facts.fps} fps`)
    } else if (spec.maxBytes !== null && bytes > spec.maxBytes) {
      wrong.push(`${name}: ${bytes} bytes`)
    } else if (spec.maxBytes !== null) budgets.met++
  } catch (error) {
    if (refusedRightly(spec, error)) budgets.refused++
    else wrong.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    rmSync(output, { force: true })
  }
  const seconds = (performance.now() - started) / 1000
  secondsByFormat.set(spec.format, (secondsByFormat.get(spec.format) ?? 0) + seconds)
}

const started = performance.now()
const load = loadavg()[0]?.toFixed(1)
console.log(
  `convert:matrix: ${REFERENCE_SIZES.length} sizes x ${FILE_TYPES.length} formats + ${FRAME_RATE_CASES} frame-rate cases + ${REFERENCE_SIZES.length} uncompressed AVIs + ${REFERENCE_SIZES.length * STILL_TYPES.length} stills + ${BUDGET_CASES} under a budget + ${RANDOM} random (seed ${SEED}) = ${specs.length} conversions, ${JOBS} at a time, on ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'} (load ${load})`,
)
try {
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) await convertOne(spec)
    }),
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const total = (performance.now() - started) / 1000
for (const format of [...FILE_TYPES, ...STILL_TYPES]) {
  const seconds = secondsByFormat.get(format) ?? 0
  const files = specs.filter((spec) => spec.format === format).length
  console.log(
    `  ${format.padEnd(4)}  ${files} files  ${seconds.toFixed(1)} s  (${((seconds / files) * 1000).toFixed(0)} ms each)`,
  )
}
console.log(
  `${specs.length - wrong.length} of ${specs.length} exactly the size and rate asked (of the budgets: ${budgets.met} met, ${budgets.refused} refused with a smallest size over them), ${wrong.length} wrong, in ${total.toFixed(1)} s (load ${loadavg()[0]?.toFixed(1)} at the end)`,
)
for (const line of wrong) console.log(`  WRONG ${line}`)
process.exitCode = wrong.length > 0 ? 1 : 0
