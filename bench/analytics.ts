/**
 * `npm run bench -- --only analytics`: GET /api/admin/analytics over a store holding 100,000
 * orders (a year of them, bench/analytics-orders.ts), in-process (`inject`) as the demo admin,
 * for the default 30 days and for a whole year, against a bare `select count(*) from orders`
 * on the same database in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config/config.ts'
import { DEMO_PASSWORD } from '../apps/server/src/seed/account-data.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { bearer, signIn, TEST_SITE } from '../apps/server/test/helpers/oidc-flow.ts'
import { fillAnalyticsYear } from './analytics-orders.ts'

export const ANALYTICS_ORDERS = 100_000
const RUNS = 30
const ADMIN_EMAIL = 'admin@marquee.local'
/** The dashboard's budget for one analytics answer at 100,000 orders. */
export const ANALYTICS_BUDGET_MS = 500

interface Timing {
  what: string
  p50: number
  p95: number
}

async function time(what: string, call: () => Promise<void>): Promise<Timing> {
  for (let index = 0; index < 3; index += 1) await call()
  const runs: number[] = []
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now()
    await call()
    runs.push(performance.now() - start)
  }
  runs.sort((a, b) => a - b)
  const at = (share: number) =>
    runs[Math.min(runs.length - 1, Math.floor(runs.length * share))] ?? 0
  return { what, p50: at(0.5), p95: at(0.95) }
}

export async function measureAnalytics(): Promise<{ fillSeconds: number; rows: Timing[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-analytics-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo's admin, who signs in here, is seeded only outside production.
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_SITE.origin,
  })
  const database = await prepareDatabase(config)
  const app = await buildApp({ config, database })
  try {
    const started = performance.now()
    await fillAnalyticsYear(database.queueDb, ANALYTICS_ORDERS)
    await database.queueDb.executeSql('analyze')
    const fillSeconds = (performance.now() - started) / 1000
    const [held] = (await database.queueDb.executeSql('select count(*)::int as n from orders')).rows
    if ((held?.n ?? 0) < ANALYTICS_ORDERS) throw new Error(`only ${held?.n} orders were filled`)
    const headers = bearer(await signIn(app, ADMIN_EMAIL, DEMO_PASSWORD))
    const ask = (query: string) => async () => {
      const answer = await app.inject({ url: `/api/admin/analytics${query}`, headers })
      if (answer.statusCode !== 200)
        throw new Error(`analytics: ${answer.statusCode} ${answer.body}`)
    }
    const today = new Date().toISOString().slice(0, 10)
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)
    const rows = [
      await time('baseline: select count(*) from orders', async () => {
        await database.queueDb.executeSql('select count(*) from orders')
      }),
      await time('analytics, last 30 days', ask('')),
      await time('analytics, 365 days', ask(`?from=${yearAgo}&to=${today}`)),
    ]
    return { fillSeconds, rows }
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printAnalytics({
  fillSeconds,
  rows,
}: Awaited<ReturnType<typeof measureAnalytics>>) {
  console.log(`filled ${ANALYTICS_ORDERS} orders in ${fillSeconds.toFixed(1)} s; ${RUNS} runs each`)
  const baseline = rows[0]?.p50 ?? 1
  for (const row of rows) {
    const verdict = row === rows[0] ? '' : row.p95 <= ANALYTICS_BUDGET_MS ? ' PASS' : ' FAIL'
    console.log(
      `${row.what.padEnd(40)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95
        .toFixed(1)
        .padStart(7)} ms  ${(row.p50 / baseline).toFixed(1)}x baseline${verdict}`,
    )
  }
  console.log(`budget: p95 <= ${ANALYTICS_BUDGET_MS} ms`)
}
