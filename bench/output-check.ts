import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
import { convertClip } from '../apps/server/src/services/conversion/convert-clip.ts'
import { readOutputHeader } from '../apps/server/src/services/conversion/output-check/output-header.ts'
import { probe, probeMedia } from '../apps/server/src/services/conversion/probe-media.ts'

const SOURCE = path.resolve(
  import.meta.dirname,
  '../apps/server/masters/products/oil-change-special/clip.mp4',
)
const FORMATS: ConversionSpec['format'][] = ['mp4', 'avi', 'mpeg', 'gif']
const SIZES: [number, number][] = [
  [64, 32],
  [384, 192],
  [1920, 1080],
  [4096, 16],
]
const READER_RUNS = 50
const PROBE_RUNS = 10

export interface OutputCheckRow {
  name: string
  bytes: number
  /** The whole conversion that wrote the file, for scale. */
  convertMs: number
  readerMs: number
  /** One ffprobe as a check would run it (streams and format, no packet count). */
  probeMs: number
  /** ffprobe with its packet count, as the facts recorded with a rendition were read. */
  countingProbeMs: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

async function medianMs(runs: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    await task()
    times.push(performance.now() - started)
  }
  return median(times)
}

/**
 * Each of the 4 file types at 4 sizes, converted from the sample clip as the store converts
 * it, then checked over and over by the container-header readers and by ffprobe: the median
 * of each, in the same run, on the same file.
 */
export async function measureOutputCheck(): Promise<OutputCheckRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-output-check-'))
  const rows: OutputCheckRow[] = []
  try {
    for (const format of FORMATS) {
      for (const [width, height] of SIZES) {
        const spec: ConversionSpec = {
          format,
          width,
          height,
          fit: 'letterbox',
          depth: 'full',
          fps: 'source',
          codec: 'mjpeg',
          maxBytes: null,
        }
        const output = path.join(dir, `${width}x${height}.${format}`)
        const made = await convertClip(
          { source: SOURCE, output, spec },
          { cpu: { niceness: 0, threads: 1 } },
        )
        const ffprobe = 'ffprobe'
        rows.push({
          name: `${format} ${width}x${height}`,
          bytes: made.bytes,
          convertMs: made.elapsedMs,
          readerMs: await medianMs(READER_RUNS, () => readOutputHeader(output, format)),
          probeMs: await medianMs(PROBE_RUNS, () => probe(output, ffprobe, false)),
          countingProbeMs: await medianMs(PROBE_RUNS, () => probeMedia(output, ffprobe)),
        })
      }
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const fixed = (value: number, digits = 2) => value.toFixed(digits).padStart(8)

export function printOutputCheck(rows: OutputCheckRow[]): void {
  const lines = [
    '',
    `output check, median ms per output (readers x${READER_RUNS}, ffprobe x${PROBE_RUNS})`,
    'output            KB  convert   readers   ffprobe  +packets   ffprobe/readers  +packets/convert',
    ...rows.map(
      (row) =>
        `${row.name.padEnd(15)}${String(Math.round(row.bytes / 1024)).padStart(5)}${fixed(row.convertMs, 0)}  ${fixed(row.readerMs, 3)}  ${fixed(row.probeMs)}  ${fixed(row.countingProbeMs)}   ${fixed(row.probeMs / row.readerMs, 0)}x  ${fixed((100 * row.countingProbeMs) / row.convertMs, 1)} %`,
    ),
  ]
  const sum = (pick: (row: OutputCheckRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0)
  lines.push(
    `all ${rows.length}: readers ${sum((row) => row.readerMs).toFixed(1)} ms, ffprobe ${sum((row) => row.probeMs).toFixed(1)} ms, ffprobe with packets ${sum((row) => row.countingProbeMs).toFixed(1)} ms, conversions ${sum((row) => row.convertMs).toFixed(0)} ms`,
  )
  console.log(lines.join('\n'))
}
