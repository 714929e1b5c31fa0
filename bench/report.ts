import type { Load } from './http-load.ts'
import { type SameBytes, SLICES } from './replay.ts'
import type { Latency } from './search-latency.ts'

/** docs/requirements.md §13 and issue 3. */
export const BUDGETS = { ratio: 0.5, p99Ms: 25, searchP95Ms: 10, sameBytes: 0.8 }

export interface Row {
  name: string
  load: Load
  /** Informational rows are printed but not held to the budgets. */
  budgeted: boolean
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
const fixed = (value: number, digits = 1) => value.toFixed(digits)
/** autocannon records whole milliseconds: 0 means under one. */
const ms = (value: number) => (value < 1 ? '<1' : fixed(value, 0))

export function printReport(baseline: Load, rows: Row[], latency: Latency): void {
  const lines = [
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      `ratio>=${BUDGETS.ratio}`,
      `p99<${BUDGETS.p99Ms}`,
    ],
    [
      'bare Fastify JSON (baseline)',
      fixed(baseline.requestsPerSecond, 0),
      ms(baseline.p50),
      ms(baseline.p99),
      '1.00',
      '',
      '',
    ],
  ]
  for (const row of rows) {
    const ratio = row.load.requestsPerSecond / baseline.requestsPerSecond
    const failures = row.load.failures > 0 ? ` (${row.load.failures} failed)` : ''
    lines.push([
      row.name + failures,
      fixed(row.load.requestsPerSecond, 0),
      ms(row.load.p50),
      ms(row.load.p99),
      fixed(ratio, 2),
      row.budgeted ? verdict(ratio >= BUDGETS.ratio && row.load.failures === 0) : 'info',
      row.budgeted ? verdict(row.load.p99 < BUDGETS.p99Ms) : 'info',
    ])
  }
  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length))) ??
    []
  for (const line of lines) {
    console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
  }
  console.log(
    `\nin-process search (${latency.queries} varied queries, typos included): p50 ${fixed(latency.p50, 2)} ms, p95 ${fixed(latency.p95, 2)} ms, max ${fixed(latency.max, 2)} ms  p95<${BUDGETS.searchP95Ms}: ${verdict(latency.p95 < BUDGETS.searchP95Ms)}  (CPU time p95 ${fixed(latency.cpuP95, 2)} ms)`,
  )
}

/** Issue 28: each budgeted response served at 0.8 or more of what bare Fastify serves with its bytes. */
export function printSameBytes(compared: SameBytes[]): void {
  console.log(
    `\nagainst a bare Fastify sending the same bytes (${SLICES} alternating 1 s slices each, req/s):`,
  )
  const width = Math.max(...compared.map((row) => row.path.length))
  for (const row of compared) {
    const ratio = row.store / row.replay
    console.log(
      `${row.path.padEnd(width)}  ${String(row.bytes).padStart(6)} B  store ${fixed(row.store, 0).padStart(6)}  bare ${fixed(row.replay, 0).padStart(6)}  ${fixed(ratio, 2)}  >=${BUDGETS.sameBytes}: ${verdict(ratio >= BUDGETS.sameBytes)}  CPU per request: store ${fixed(row.storeCpuUs, 0)} µs, bare ${fixed(row.replayCpuUs, 0)} µs, ${fixed(row.replayCpuUs / row.storeCpuUs, 2)}`,
    )
  }
}
