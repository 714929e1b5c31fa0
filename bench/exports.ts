/**
 * `npm run bench -- --only exports`: the back office's orders export over 100,000 orders
 * (bench/admin-orders.ts fills them with one INSERT ... SELECT), read as the route sends it
 * (the service's chunks, in-process), against a baseline in the same run: the same rows by a
 * bare keyset SELECT of four columns written as plain lines. Rows/s, time to the first chunk
 * and the peak growth of the process's resident memory and heap while each runs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config/config.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { csvExport } from '../apps/server/src/services/exports/csv-export.ts'
import { type Keyset, keysetPages } from '../apps/server/src/services/exports/keyset-pages.ts'
import { seedBenchOrders } from './admin-orders.ts'

export const BENCH_ORDERS = 100_000

export interface ExportFigures {
  name: string
  rows: number
  seconds: number
  /** The header's chunk: the reply's first byte. */
  firstChunkMs: number
  /** The first chunk holding rows: one page read and written. */
  firstRowsMs: number
  peakRssGrowthMb: number
  peakHeapGrowthMb: number
  megabytes: number
}

/**
 * Reads `chunks` to the end as a fast client would, sampling memory at each chunk (PGlite
 * runs its queries on this thread, so a timer would seldom get a turn).
 */
async function drain(name: string, chunks: AsyncIterable<string>): Promise<ExportFigures> {
  const before = process.memoryUsage()
  const peak = { rss: before.rss, heap: before.heapUsed }
  const started = performance.now()
  let firstChunkMs = -1
  let firstRowsMs = -1
  let lines = 0
  let bytes = 0
  for await (const chunk of chunks) {
    if (firstChunkMs < 0) firstChunkMs = performance.now() - started
    bytes += Buffer.byteLength(chunk)
    for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', at + 1)) lines += 1
    if (firstRowsMs < 0 && lines > 1) firstRowsMs = performance.now() - started
    const now = process.memoryUsage()
    peak.rss = Math.max(peak.rss, now.rss)
    peak.heap = Math.max(peak.heap, now.heapUsed)
  }
  const seconds = (performance.now() - started) / 1000
  return {
    name,
    rows: lines - 1,
    seconds,
    firstChunkMs,
    firstRowsMs,
    peakRssGrowthMb: (peak.rss - before.rss) / 2 ** 20,
    peakHeapGrowthMb: (peak.heap - before.heapUsed) / 2 ** 20,
    megabytes: bytes / 2 ** 20,
  }
}

/** The baseline: the same rows, four bare columns a page at a time, as plain lines. */
async function* bareLines(db: Database): AsyncGenerator<string> {
  yield 'id,created_at,user_email,total_cents\n'
  const pages = keysetPages(async (after: Keyset | undefined, limit: number) => {
    const where = after ? `where (created_at, id) > ('${after.at}'::timestamptz, ${after.id})` : ''
    const { rows } = (await db.execute(
      `select id, created_at::text as at, user_email, total_cents from orders ${where} order by created_at, id limit ${limit}`,
    )) as unknown as { rows: { id: number; at: string; user_email: string; total_cents: number }[] }
    return rows.map((row) => ({ ...row, key: { at: row.at, id: row.id } }))
  })
  let chunk = ''
  for await (const row of pages) {
    chunk += `${row.id},${row.at},${row.user_email},${row.total_cents}\n`
    if (chunk.length >= 65_536) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

export async function measureExports(count = BENCH_ORDERS) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-exports-'))
  const database = await prepareDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }))
  try {
    const seedMs = await seedBenchOrders(database.db, count)
    const baseline = await drain('bare keyset SELECT (baseline)', bareLines(database.db))
    const orders = await drain(
      'GET /api/admin/exports/orders.csv',
      csvExport(database.db, 'orders', {}).chunks,
    )
    return { count, seedMs, baseline, orders }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printExports(result: Awaited<ReturnType<typeof measureExports>>): void {
  console.log(
    `seeded ${result.count.toLocaleString()} orders in ${(result.seedMs / 1000).toFixed(1)} s`,
  )
  const header = [
    'export',
    'rows',
    'rows/s',
    'first byte ms',
    'first rows ms',
    'peak RSS +MB',
    'peak heap +MB',
    'MB',
  ]
  const rows = [result.baseline, result.orders].map((each) => [
    each.name,
    String(each.rows),
    (each.rows / each.seconds).toFixed(0),
    each.firstChunkMs.toFixed(1),
    each.firstRowsMs.toFixed(0),
    each.peakRssGrowthMb.toFixed(1),
    each.peakHeapGrowthMb.toFixed(1),
    each.megabytes.toFixed(1),
  ])
  for (const line of [header, ...rows]) console.log(line.map((cell) => cell.padEnd(14)).join(' '))
  const ratio =
    result.orders.rows / result.orders.seconds / (result.baseline.rows / result.baseline.seconds)
  console.log(`export / baseline rows/s: ${ratio.toFixed(2)}`)
}
