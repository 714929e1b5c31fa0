import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
import { defaultWorkerConcurrency } from '../apps/server/src/config/downloads-settings.ts'
import { threadsLeavingACore } from '../apps/server/src/services/conversion/cpu-share.ts'
import { ffmpegArgs } from '../apps/server/src/services/conversion/ffmpeg-args.ts'
import { estimateMemoryMib } from '../apps/server/src/services/conversion/memory-estimate.ts'
import { probeMedia } from '../apps/server/src/services/conversion/probe-media.ts'
import { runMeasuringMemory } from '../apps/server/test/helpers/peak-rss.ts'

const SOURCE = path.resolve(
  import.meta.dirname,
  '../apps/server/masters/products/oil-change-special/clip.mp4',
)
const FORMATS = ['mp4', 'avi', 'mpeg', 'gif'] as const
const SIZES: [number, number][] = [
  [4096, 4096],
  [1920, 1080],
  [384, 192],
]
/** A 4096x4096 GIF of all 4 s holds about 6.5 GB: the bench converts its first second. */
const GIF_4096_SECONDS = 1

export interface MemoryRow {
  name: string
  seconds: number
  peakMib: number
  estimateMib: number
  wallMs: number
}

/**
 * Peak RSS of one ffmpeg running the store's own command line (threads as the store sets
 * them by default) on the 4-s seed clip, per format at the largest sizes, beside the
 * estimate the memory budget admits it by.
 */
export async function measureConversionMemory(): Promise<MemoryRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-memory-'))
  const threads = threadsLeavingACore(defaultWorkerConcurrency())
  try {
    const source = await probeMedia(SOURCE)
    const rows: MemoryRow[] = []
    for (const [width, height] of SIZES) {
      for (const format of FORMATS) {
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
        const seconds =
          format === 'gif' && width === 4096 ? GIF_4096_SECONDS : source.durationSeconds
        const output = path.join(dir, `out.${format}`)
        const args = ffmpegArgs(
          { source: SOURCE, output, spec, threads, maxSeconds: seconds },
          source,
        )
        const started = performance.now()
        const peakMib = await runMeasuringMemory('ffmpeg', args)
        rows.push({
          name: `${format} ${width}x${height}, ${threads} thread${threads === 1 ? '' : 's'}`,
          seconds,
          peakMib,
          estimateMib: estimateMemoryMib({ spec, source, seconds, threads }),
          wallMs: performance.now() - started,
        })
      }
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printConversionMemory(rows: MemoryRow[]): void {
  console.log("\nffmpeg peak RSS (VmHWM read every 20 ms), the store's command on the seed clip:")
  const lines = [
    ['conversion', 's of clip', 'peak MiB', 'estimate MiB', 'estimate>=peak', 'wall s'],
  ]
  for (const row of rows) {
    lines.push([
      row.name,
      String(row.seconds),
      row.peakMib.toFixed(0),
      String(row.estimateMib),
      row.estimateMib >= row.peakMib ? 'yes' : 'NO',
      (row.wallMs / 1000).toFixed(1),
    ])
  }
  const widths = lines[0]?.map((_, column) =>
    Math.max(...lines.map((line) => (line[column] ?? '').length)),
  )
  for (const line of lines) {
    console.log(line.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '))
  }
}
