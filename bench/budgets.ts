/**
 * `npm run bench -- --only budgets`: what a request budget costs per request, counted in the
 * process's memory (@fastify/rate-limit's own store, as before issue 24) against the store
 * every instance shares (request_budgets: PGlite, and PostgreSQL when BENCH_DATABASE_URL names
 * a server to make a scratch database on). One Fastify app with one budgeted route and the
 * store's own budget plugin, called in-process (`inject`), so only the budget differs.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts'
import { runMigrations } from '../apps/server/src/db/migrate.ts'
import database from '../apps/server/src/plugins/infra/database.ts'
import requestBudgets from '../apps/server/src/plugins/infra/request-budgets.ts'

const REQUESTS = 3000
const IN_FLIGHT = 10
const CALLERS = 1000

interface Figures {
  store: string
  keys: string
  sequentialP50Us: number
  sequentialP99Us: number
  perRequestUs: number
}

/** The same budgeted route on each store: a budget no caller reaches, keyed by the path. */
async function budgetedApp(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false })
  await register(app)
  app.get(
    '/hit/:caller',
    {
      config: {
        rateLimit: {
          max: 1_000_000_000,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => (request.params as { caller: string }).caller,
        },
      },
    },
    async () => ({ ok: true }),
  )
  await app.ready()
  return app
}

async function measure(app: FastifyInstance, store: string, callers: number): Promise<Figures> {
  let next = 0
  const hit = async () => {
    const answer = await app.inject({ url: `/hit/caller-${next++ % callers}` })
    if (answer.statusCode !== 200) throw new Error(`${store}: ${answer.statusCode} ${answer.body}`)
  }
  for (let index = 0; index < 300; index += 1) await hit()
  const one: number[] = []
  for (let index = 0; index < REQUESTS / 3; index += 1) {
    const start = performance.now()
    await hit()
    one.push((performance.now() - start) * 1000)
  }
  one.sort((a, b) => a - b)
  const start = performance.now()
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let index = 0; index < REQUESTS / IN_FLIGHT; index += 1) await hit()
    }),
  )
  const elapsed = performance.now() - start
  return {
    store,
    keys: callers === 1 ? 'one caller' : `${callers} callers`,
    sequentialP50Us: one[Math.floor(one.length / 2)] ?? 0,
    sequentialP99Us: one[Math.floor(one.length * 0.99)] ?? 0,
    perRequestUs: (elapsed * 1000) / REQUESTS,
  }
}

async function measureStore(store: string, register: (app: FastifyInstance) => Promise<void>) {
  const app = await budgetedApp(register)
  try {
    return [await measure(app, store, 1), await measure(app, store, CALLERS)]
  } finally {
    await app.close()
  }
}

const shared = (handle: DatabaseHandle) => async (app: FastifyInstance) => {
  await app.register(database, { handle })
  await app.register(requestBudgets)
}

async function onPglite() {
  const handle = await openDatabase({ kind: 'pglite' })
  try {
    await runMigrations(handle)
    return await measureStore('shared, PGlite', shared(handle))
  } finally {
    await handle.close()
  }
}

async function onPostgres(adminUrl: string) {
  const name = `marquee_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() })
  try {
    await runMigrations(handle)
    return await measureStore('shared, PostgreSQL', shared(handle))
  } finally {
    await handle.close()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

export async function measureBudgets(): Promise<Figures[]> {
  const figures = [
    ...(await measureStore('none (no budget)', async () => {})),
    ...(await measureStore('memory (before)', async (app) => {
      await app.register(rateLimit, { global: false })
    })),
    ...(await onPglite()),
  ]
  const adminUrl = process.env.BENCH_DATABASE_URL
  if (adminUrl) figures.push(...(await onPostgres(adminUrl)))
  else console.log('PostgreSQL rows skipped: set BENCH_DATABASE_URL to a server to measure them')
  return figures
}

export function printBudgets(figures: Figures[]): void {
  const memory = (keys: string) =>
    figures.find((row) => row.store.startsWith('memory') && row.keys === keys)?.perRequestUs ?? 0
  const rows = [
    [
      'store',
      'keys',
      'alone p50 µs',
      'alone p99 µs',
      `µs/request, ${IN_FLIGHT} at once`,
      'vs memory',
    ],
    ...figures.map((row) => [
      row.store,
      row.keys,
      row.sequentialP50Us.toFixed(0),
      row.sequentialP99Us.toFixed(0),
      row.perRequestUs.toFixed(0),
      `${row.perRequestUs - memory(row.keys) >= 0 ? '+' : ''}${(row.perRequestUs - memory(row.keys)).toFixed(0)}`,
    ]),
  ]
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  console.log(
    `\nRequest budgets: ${REQUESTS / 3} requests one at a time, then ${REQUESTS} with ${IN_FLIGHT} in flight`,
  )
  for (const row of rows)
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
}
