import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
import { convertClip } from '../apps/server/src/services/conversion/convert-clip.ts'
import { ffmpegArgs } from '../apps/server/src/services/conversion/ffmpeg-args.ts'
import { probeMedia } from '../apps/server/src/services/conversion/probe-media.ts'

/** Issue 12: the store's conversion may cost at most 10% over the bare ffmpeg command. */
export const CONVERSION_RATIO_BUDGET = 1.1
const RUNS = 7
const SOURCE = path.resolve(
  import.meta.dirname,
  '../apps/server/masters/products/oil-change-special/clip.mp4',
)

const TRANSFORMS: ConversionSpec[] = [
  {
    format: 'gif',
    width: 384,
    height: 192,
    fit: 'letterbox',
    depth: 'full',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
  {
    format: 'mp4',
    width: 776,
    height: 720,
    fit: 'crop',
    depth: 'amber',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
  {
    format: 'mpeg',
    width: 384,
    height: 192,
    fit: 'letterbox',
    depth: 'red-green',
    fps: 'source',
    codec: 'mjpeg',
    maxBytes: null,
  },
]

export interface ConversionRow {
  name: string
  storeMs: number
  bareMs: number
  /** CPU time (ffmpeg's, plus this process's for the store): what other load inflates least. */
  storeCpuMs: number
  bareCpuMs: number
}

/** CPU time of this process's waited-for children (cutime + cstime), in ms. */
export function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
  // After the command name: state is field 3, cutime and cstime are fields 16 and 17.
  return (Number(fields[13]) + Number(fields[14])) * 10
}

/** Wall and CPU time of `task`: its children's and, when `own`, this process's. */
async function timed(task: () => Promise<unknown>, own: boolean) {
  const started = performance.now()
  const children = childrenCpuMs()
  const self = process.cpuUsage()
  await task()
  const used = process.cpuUsage(self)
  return {
    ms: performance.now() - started,
    cpuMs: childrenCpuMs() - children + (own ? (used.user + used.system) / 1000 : 0),
  }
}

export function bareFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: 'ignore' })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    )
  })
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * The store's convertClip (cached source facts, ffmpeg with progress, the in-process header
 * check, rename) against the same ffmpeg command line run on its own, on the 4-s seed clip;
 * the two alternate run by run so a busy moment of the machine falls on both.
 */
export async function measureConversions(): Promise<ConversionRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-conversion-'))
  try {
    const facts = await probeMedia(SOURCE)
    const rows: ConversionRow[] = []
    for (const spec of TRANSFORMS) {
      const output = path.join(dir, `out.${spec.format}`)
      const args = ffmpegArgs(
        { source: SOURCE, output: path.join(dir, `bare.${spec.format}`), spec },
        facts,
      )
      const store: { ms: number; cpuMs: number }[] = []
      const bare: { ms: number; cpuMs: number }[] = []
      await convertClip({ source: SOURCE, output, spec })
      for (let run = 0; run < RUNS; run += 1) {
        bare.push(await timed(() => bareFfmpeg(args), false))
        store.push(
          await timed(
            () => convertClip({ source: SOURCE, output, spec }, { onProgress: () => undefined }),
            true,
          ),
        )
      }
      rows.push({
        name: `${spec.format} ${spec.width}x${spec.height} ${spec.fit} ${spec.depth}`,
        storeMs: median(store.map((run) => run.ms)),
        bareMs: median(bare.map((run) => run.ms)),
        storeCpuMs: median(store.map((run) => run.cpuMs)),
        bareCpuMs: median(bare.map((run) => run.cpuMs)),
      })
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printConversions(rows: ConversionRow[]): void {
  console.log(`\nconversion of the 4-s seed clip (384x192, 25 fps), median of ${RUNS} runs each:`)
  const lines = [
    [
      'transform',
      'store ms',
      'bare ffmpeg ms',
      'overhead ms',
      'ratio',
      `ratio<=${CONVERSION_RATIO_BUDGET}`,
      'CPU ms store/bare',
      'CPU ratio',
    ],
  ]
  for (const row of rows) {
    const ratio = row.storeMs / row.bareMs
    lines.push([
      row.name,
      row.storeMs.toFixed(0),
      row.bareMs.toFixed(0),
      (row.storeMs - row.bareMs).toFixed(0),
      ratio.toFixed(2),
      ratio <= CONVERSION_RATIO_BUDGET ? 'PASS' : 'FAIL',
      `${row.storeCpuMs.toFixed(0)}/${row.bareCpuMs.toFixed(0)}`,
      (row.storeCpuMs / row.bareCpuMs).toFixed(2),
    ])
  }
  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length))) ??
    []
  for (const line of lines)
    console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
}
