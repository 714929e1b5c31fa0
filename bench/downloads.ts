import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config/config.ts'
import type { QueueDb } from '../apps/server/src/db/queue-db.ts'
import { DEMO_PASSWORD } from '../apps/server/src/seed/account-data.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { bearer, signIn, TEST_SITE } from '../apps/server/test/helpers/oidc-flow.ts'
import { measureQuietStreams, type StreamFigures } from './progress-streams.ts'
import { BARE_QUEUE, barePickups } from './queue-baseline.ts'
import { statementLog } from './statement-count.ts'

/** Conversions queued one after another (each a new size, so none is cached). */
const PICKUPS = 20
const CACHE_HITS = 200
const WARM_UP = 20
/** Cached converter tests (the sample already made at that size). */
const SAMPLES = 50
export const CACHE_HIT_BUDGET_MS = 50

interface Latency {
  p50: number
  p95: number
  max: number
}

export interface DownloadsFigures {
  pickup: Latency & { pollSeconds: number }
  /** Baseline: a bare pg-boss job on the same database, woken the same way. */
  barePickup: Latency
  /** cpuP95: CPU time of this process (server and client) per hit: what a busy VM does not inflate. */
  cacheHit: Latency & { cpuP95: number }
  /** Baseline: GET /healthz on the same server, by the same client. */
  healthz: Latency
  /** POST /api/converter-test for a sample already made. */
  cachedSample: Latency
  streams: StreamFigures
}

const latency = (values: number[]): Latency => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: Math.max(...values),
})

/** Wall time of `count` calls of `task` one after another, after `warmUp` untimed ones. */
async function timedCalls(warmUp: number, count: number, task: () => Promise<void>) {
  const times: number[] = []
  for (let index = 0; index < warmUp + count; index += 1) {
    const started = performance.now()
    await task()
    if (index >= warmUp) times.push(performance.now() - started)
  }
  return times
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * The download pipeline on the embedded database, over HTTP on loopback: how long a queued
 * conversion waits before a worker starts it (pg-boss's started_on - created_on), against a
 * bare pg-boss job's wait in the same run; how fast a cached rendition is answered to a
 * customer who bought the clip (200 with a link), and a converter test whose sample is made,
 * against GET /healthz on the same server; and what open progress streams cost the database
 * while nothing changes (progress-streams.ts).
 */
export async function measureDownloads(): Promise<DownloadsFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-downloads-'))
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo's accounts, which it signs in with, are seeded only outside production.
    NODE_ENV: 'test',
    WORKER_CONCURRENCY: '1',
    // The origin the sign-in helper registers as the storefront's (it signs in by inject).
    PUBLIC_URL: TEST_SITE.origin,
    CONVERTER_TEST_RATE_LIMIT: '100000',
    CONVERTER_TEST_GLOBAL_RATE_LIMIT: '100000',
  })
  const database = await prepareDatabase(config)
  const statements = statementLog(database)
  const app = await buildApp({ config, database })
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const headers = {
      ...bearer(await signIn(app, 'free@marquee.local', DEMO_PASSWORD)),
      'content-type': 'application/json',
    }
    await buy(database.queueDb, 'free@marquee.local', 1)
    const post = (body: object) =>
      fetch(`${address}/api/convert`, { method: 'POST', headers, body: JSON.stringify(body) })
    const spec = { productId: 1, format: 'gif', height: 16, fit: 'letterbox', depth: 'full' }

    for (let index = 0; index < PICKUPS; index += 1) {
      const answer = (await (await post({ ...spec, width: 16 + index })).json()) as {
        downloadId: string
      }
      await untilReady(address, headers, answer.downloadId)
    }
    const waits = await pickupWaits(database.queueDb, 'conversion')
    await barePickups(app.downloads.boss, PICKUPS, config.QUEUE_POLL_INTERVAL_SECONDS)
    const bareWaits = await pickupWaits(database.queueDb, BARE_QUEUE)

    const times: number[] = []
    const cpu: number[] = []
    for (let index = 0; index < WARM_UP + CACHE_HITS; index += 1) {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const answer = await post({ ...spec, width: 16 })
      if (answer.status !== 200) throw new Error(`a cache hit answered ${answer.status}`)
      await answer.arrayBuffer()
      const used = process.cpuUsage(cpuStarted)
      if (index >= WARM_UP) {
        times.push(performance.now() - started)
        cpu.push((used.user + used.system) / 1000)
      }
    }
    const healthz = await timedCalls(WARM_UP, CACHE_HITS, async () => {
      await (await fetch(`${address}/healthz`)).arrayBuffer()
    })
    const sample = { format: 'gif', width: 64, height: 32, fit: 'letterbox', depth: 'full' }
    const samples = await timedCalls(1 + WARM_UP, SAMPLES, async () => {
      const answer = await fetch(`${address}/api/converter-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sample),
      })
      if (answer.status !== 200) throw new Error(`a converter test answered ${answer.status}`)
      await answer.arrayBuffer()
    })
    const streams = await measureQuietStreams(
      address,
      headers,
      database,
      statements,
      'free@marquee.local',
    )
    return {
      streams,
      pickup: { ...latency(waits), pollSeconds: config.QUEUE_POLL_INTERVAL_SECONDS },
      barePickup: latency(bareWaits),
      cacheHit: { ...latency(times), cpuP95: percentile(cpu, 95) },
      healthz: latency(healthz),
      cachedSample: latency(samples),
    }
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A paid purchase of the clip, as checkout's fulfilment leaves it: re-downloads are free. */
async function buy(db: QueueDb, email: string, productId: number) {
  await db.executeSql(
    `with buyer as (select id from users where email = $1),
     bought as (
       insert into orders (user_id, user_email, product_id, quantity, unit_cents, line_cents,
         total_cents, order_status, payment_status)
       select id, $1, $2, 1, 1000, 1000, 1000, 'pending', 'paid' from buyer returning id, user_id
     )
     insert into purchases (user_id, product_id, order_id) select user_id, $2, id from bought`,
    [email, productId],
  )
}

async function untilReady(address: string, headers: Record<string, string>, id: string) {
  for (;;) {
    const download = (await (
      await fetch(`${address}/api/downloads/${id}`, { headers })
    ).json()) as {
      status: string
    }
    if (download.status === 'ready') return
    if (download.status === 'failed') throw new Error('a bench conversion failed')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** started_on - created_on of the queue's jobs, in ms: how long each waited for a worker. */
async function pickupWaits(db: QueueDb, queue: string): Promise<number[]> {
  const { rows } = await db.executeSql(
    `select extract(epoch from (started_on - created_on)) * 1000 as ms from pgboss.job
     where name = $1 order by created_on`,
    [queue],
  )
  return rows.map((row: { ms: string | number }) => Number(row.ms))
}

const fixed = (value: number) => value.toFixed(1)

const columns = ({ p50, p95, max }: Latency) =>
  `${fixed(p50).padStart(6)}   ${fixed(p95).padStart(6)}   ${fixed(max).padStart(6)}`
const ratio = (row: Latency, base: Latency) => `${(row.p50 / base.p50).toFixed(2)}x`

export function printDownloads(figures: DownloadsFigures): void {
  const { pickup, barePickup, cacheHit, healthz, cachedSample, streams } = figures
  const ok = cacheHit.p95 < CACHE_HIT_BUDGET_MS
  console.log(
    [
      '',
      'downloads                                   p50 ms   p95 ms   max ms   p50 / baseline, budget',
      `queue pickup (enqueue -> worker start)      ${columns(pickup)}   ${ratio(pickup, barePickup)} (poll ${pickup.pollSeconds} s; same-process wake-up)`,
      `  baseline: a bare pg-boss job, same wake   ${columns(barePickup)}`,
      `cache hit, POST /api/convert -> 200 + url   ${columns(cacheHit)}   ${ratio(cacheHit, healthz)}, p95<${CACHE_HIT_BUDGET_MS} ${ok ? 'PASS' : 'FAIL'} (CPU p95 ${fixed(cacheHit.cpuP95)} ms)`,
      `converter test, sample already made         ${columns(cachedSample)}   ${ratio(cachedSample, healthz)}`,
      `  baseline: GET /healthz, same server       ${columns(healthz)}`,
      '',
      `progress streams, ${streams.seconds} s with nothing changing        SQL statements   budget`,
      `  none open (the job queue's own polling)              ${String(streams.withoutStreams).padStart(6)}`,
      `  ${String(streams.streams).padEnd(3)} open                                          ${String(streams.withStreams).padStart(6)}`,
      `  of those, about downloads (the streams' reads)       ${String(streams.aboutDownloads).padStart(6)}   0 ${streams.aboutDownloads === 0 ? 'PASS' : 'FAIL'}`,
      `then one download changes: statements about downloads ${String(streams.oneChange).padStart(6)}   (the UPDATE and its one stream's read)`,
    ].join('\n'),
  )
}
