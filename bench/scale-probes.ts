import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * The longest event-loop stall since the last reset, in ms (perf_hooks' histogram, the 10 ms
 * resolution subtracted), and the most CPU time this process spent within one stall: on a
 * shared machine a stall's wall clock includes waiting for a core, its CPU time is the work
 * that held the loop (a ticker every 10 ms reads process.cpuUsage; GC included).
 */
export class StallMeter {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 })
  private last = performance.now()
  private lastCpu = cpuMs()
  /** The most CPU time between two ticks that were more than 100 ms apart, less one tick. */
  maxCpuMs = 0
  private readonly ticker = setInterval(() => this.tick(), 10)

  constructor() {
    this.histogram.enable()
  }

  reset(): void {
    this.histogram.reset()
    this.maxCpuMs = 0
  }

  get maxMs(): number {
    return Math.max(0, this.histogram.max / 1e6 - 10)
  }

  stop(): void {
    this.histogram.disable()
    clearInterval(this.ticker)
  }

  private tick(): void {
    const now = performance.now()
    const cpu = cpuMs()
    if (now - this.last > 110) this.maxCpuMs = Math.max(this.maxCpuMs, cpu - this.lastCpu)
    this.last = now
    this.lastCpu = cpu
  }
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Samples an RSS in bytes every 50 ms (this process's unless `read` says another's): the peak,
 * and the median of a quiet window.
 */
export class RssMeter {
  peak = 0
  private samples: number[] = []
  private readonly timer = setInterval(() => this.sample(), 50)

  constructor(private readonly read: () => number = () => process.memoryUsage.rss()) {}

  sample(): void {
    const rss = this.read()
    this.peak = Math.max(this.peak, rss)
    this.samples.push(rss)
  }

  /** Starts a new window for steady(). */
  mark(): void {
    this.samples = []
  }

  steady(): number {
    const sorted = [...this.samples].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? this.read()
  }

  stop(): void {
    clearInterval(this.timer)
  }
}

export interface Timing {
  /** Each request's time but the cold one and the warm-up, in the order sent. */
  samples: number[]
  p50: number
  p95: number
  /** The first request of the set, before any warm-up: nothing of it cached yet. */
  cold: number
  /** CPU time of this process per request (the store runs in it): what the VM's load inflates least. */
  cpuP95: number
}

export const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0

/** GETs each path once, one after another; the first is timed as cold, then 5 warm-up. */
export async function timeRequests(base: string, paths: string[]): Promise<Timing> {
  const times: number[] = []
  const cpuTimes: number[] = []
  for (const target of paths) {
    const cpu = process.cpuUsage()
    times.push(await timeOne(`${base}${target}`))
    const used = process.cpuUsage(cpu)
    cpuTimes.push((used.user + used.system) / 1000)
  }
  const measured = times.slice(6).sort((a, b) => a - b)
  const cpu = cpuTimes.slice(6).sort((a, b) => a - b)
  return {
    samples: times.slice(6),
    p50: at(measured, 0.5),
    p95: at(measured, 0.95),
    cold: times[0] ?? 0,
    cpuP95: at(cpu, 0.95),
  }
}

export async function timeOne(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}
