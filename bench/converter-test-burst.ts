import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { startServer } from './processes.ts'

const BURST = 8
const FITS = ['letterbox', 'crop', 'stretch']
const DEPTHS = ['full', 'red-green', 'amber']

export interface BurstFigures {
  name: string
  codes: Record<number, number>
  /** How long the quickest and slowest answers took. */
  firstMs: number
  lastMs: number
  /** The most memory all of the store's ffmpeg held at one moment, and how many ran then. */
  ffmpegPeakMib: number
  ffmpegMostAtOnce: number
  healthz: { count: number; p50: number; max: number }
  loadAverage: number
}

/** Every process below `root` (the server and the launcher's ffmpeg), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // It ended while listed.
    }
  }
  const found: number[] = []
  for (let queue = [root]; queue.length > 0; ) {
    const next = queue.flatMap((pid) => children.get(pid) ?? [])
    found.push(...next)
    queue = next
  }
  return found
}

/** The ffmpeg under `root` now, and the memory they hold together (VmRSS). */
function ffmpegNow(root: number): { count: number; mib: number } {
  let count = 0
  let kb = 0
  for (const pid of descendants(root)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      if (/^Name:\s+ffmpeg$/m.test(status)) {
        count += 1
        kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
      }
    } catch {
      // It ended while read.
    }
  }
  return { count, mib: kb / 1024 }
}

/**
 * Eight anonymous converter tests sent at once to the real server, as issue 21 found them:
 * the answers, the memory of all its ffmpeg together (sampled every 50 ms) and /healthz
 * latency asked every 100 ms meanwhile. The converter test's per-minute rate limits are
 * opened so that the pool, not the rate limit, is what answers.
 */
async function burst(name: string, size: [number, number], format: string): Promise<BurstFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-burst-'))
  const server = await startServer(
    'apps/server/src/server.ts',
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      WORKER_CONCURRENCY: '1',
      CONVERTER_TEST_RATE_LIMIT: '1000',
      CONVERTER_TEST_GLOBAL_RATE_LIMIT: '1000',
    },
    '/readyz',
  )
  try {
    const specs = FITS.flatMap((fit) => DEPTHS.map((depth) => ({ fit, depth })))
      .slice(0, BURST)
      .map((options) => ({ format, width: size[0], height: size[1], ...options }))
    const started = performance.now()
    let running = true
    let peak = { count: 0, mib: 0 }
    const sampler = (async () => {
      while (running) {
        const now = ffmpegNow(server.pid)
        if (now.mib > peak.mib) peak = now
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const healthz: number[] = []
    const prober = (async () => {
      while (running) {
        const asked = performance.now()
        await fetch(`${server.url}/healthz`)
        healthz.push(performance.now() - asked)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    const answers = await Promise.all(
      specs.map(async (spec) => {
        const response = await fetch(`${server.url}/api/converter-test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(spec),
        })
        await response.arrayBuffer()
        return { status: response.status, ms: performance.now() - started }
      }),
    )
    running = false
    await Promise.all([sampler, prober])
    const codes: Record<number, number> = {}
    for (const { status } of answers) codes[status] = (codes[status] ?? 0) + 1
    const sorted = [...healthz].sort((a, b) => a - b)
    return {
      name,
      codes,
      firstMs: Math.min(...answers.map((answer) => answer.ms)),
      lastMs: Math.max(...answers.map((answer) => answer.ms)),
      ffmpegPeakMib: peak.mib,
      ffmpegMostAtOnce: peak.count,
      healthz: {
        count: sorted.length,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max: sorted.at(-1) ?? 0,
      },
      loadAverage: loadavg()[0] ?? 0,
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const measureConverterTestBursts = async () => [
  await burst('8 anonymous tests at 4096x4096 mp4', [4096, 4096], 'mp4'),
  await burst('8 anonymous tests at 1920x1080 gif (the largest allowed)', [1920, 1080], 'gif'),
]

export function printConverterTestBursts(rows: BurstFigures[]): void {
  for (const row of rows) {
    const codes = Object.entries(row.codes)
      .map(([code, count]) => `${count} x ${code}`)
      .join(', ')
    console.log(
      `\n${row.name}: ${codes}; answers after ${row.firstMs.toFixed(0)}-${row.lastMs.toFixed(0)} ms`,
    )
    console.log(
      `  all ffmpeg together: peak ${row.ffmpegPeakMib.toFixed(0)} MiB with ${row.ffmpegMostAtOnce} running  ${row.ffmpegPeakMib < 3072 ? 'PASS' : 'FAIL'} (<3 GiB)`,
    )
    console.log(
      `  /healthz meanwhile: ${row.healthz.count} asked, p50 ${row.healthz.p50.toFixed(1)} ms, max ${row.healthz.max.toFixed(1)} ms  ${row.healthz.max < 1000 ? 'PASS' : 'FAIL'} (<1 s); load average ${row.loadAverage.toFixed(1)}`,
    )
  }
}
