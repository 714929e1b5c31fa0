import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { convertClip } from '../apps/server/src/services/conversion/convert-clip.ts'
import type { CpuShare } from '../apps/server/src/services/conversion/cpu-share.ts'
import { at, timeRequests } from './scale-probes.ts'

const SOURCE = path.resolve(
  import.meta.dirname,
  '../apps/server/masters/products/oil-change-special/clip.mp4',
)
const ROUNDS = 3
const PER_ROUND = 66

export interface ConversionEffect {
  name: string
  idleP95: number
  busyP95: number
}

/**
 * Search p95 without and with one conversion running (ffmpeg with the store's CPU share),
 * measured in alternating rounds, idle then busy, three times over, so a drift of a shared
 * machine weighs on both alike. `paths(n)` gives n requests of one kind, each a cache miss
 * doing the same work.
 */
export async function conversionEffect(
  base: string,
  kinds: [name: string, paths: (count: number) => string[]][],
  cpu: CpuShare,
): Promise<ConversionEffect[]> {
  const idle = kinds.map((): number[] => [])
  const busy = kinds.map((): number[] => [])
  const work = mkdtempSync(path.join(tmpdir(), 'marquee-scale-convert-'))
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, [, paths]] of kinds.entries()) {
        idle[index]?.push(...(await timeRequests(base, paths(PER_ROUND))).samples)
      }
      await whileConverting(work, cpu, async () => {
        for (const [index, [, paths]] of kinds.entries()) {
          busy[index]?.push(...(await timeRequests(base, paths(PER_ROUND))).samples)
        }
      })
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  const p95 = (samples: number[] | undefined) =>
    at(
      [...(samples ?? [])].sort((a, b) => a - b),
      0.95,
    )
  return kinds.map(([name], index) => ({
    name,
    idleP95: p95(idle[index]),
    busyP95: p95(busy[index]),
  }))
}

/** Runs `measure` while ffmpeg converts the sample clip again and again. */
async function whileConverting(work: string, cpu: CpuShare, measure: () => Promise<void>) {
  let converting = true
  const conversions = (async () => {
    for (let run = 0; converting; run++) {
      await convertClip(
        {
          source: SOURCE,
          output: path.join(work, `out-${run}.mp4`),
          spec: {
            format: 'mp4',
            width: 776,
            height: 720,
            fit: 'crop',
            depth: 'full',
            fps: 'source',
            codec: 'mjpeg',
            maxBytes: null,
          },
        },
        { cpu },
      )
    }
  })()
  try {
    // ffmpeg has started and is encoding before the first request.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await measure()
  } finally {
    converting = false
    await conversions.catch(() => undefined)
  }
}

export const effectLine = ({ name, idleP95, busyP95 }: ConversionEffect) =>
  `${name} p95: idle ${idleP95.toFixed(1)} ms, one conversion running ${busyP95.toFixed(1)} ms (${(busyP95 / idleP95).toFixed(2)}x)  ${busyP95 <= 1.5 * idleP95 ? 'PASS' : 'FAIL'} (<=1.5x)`
