import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import PgBoss10 from 'pg-boss-10'
import { afterAll, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { createTestDatabase, testBackend } from '../helpers/test-database.ts'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** The store as it is now, on `database`, converting with one worker. */
async function store(database: DatabaseHandle): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-upgrade-'))
  dirs.push(dataDir)
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    WORKER_CONCURRENCY: '1',
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
  })
  const app = await buildApp({ config, database })
  await app.ready()
  return app
}

/** Jobs as pg-boss 10 left them in a store stopped for the upgrade. */
async function pgBoss10Store(database: DatabaseHandle) {
  const old = new PgBoss10({ db: database.queueDb, schedule: false, supervise: false })
  await old.start()
  await old.createQueue('conversion-gave-up')
  await old.createQueue('conversion', {
    name: 'conversion',
    retryLimit: 2,
    deadLetter: 'conversion-gave-up',
  })
  await old.createQueue('conversion-sample', { name: 'conversion-sample', retryLimit: 0 })
  const cutOff = await old.send('conversion', { downloadId: randomUUID() })
  const [running] = await old.fetch('conversion')
  const done = await old.send('conversion', { downloadId: randomUUID() })
  const [finished] = await old.fetch('conversion')
  if (finished) await old.complete('conversion', finished.id)
  const waiting = await old.send('conversion', { downloadId: randomUUID() })
  await old.send('conversion-sample', { spec: {}, waitUntil: 0 })
  await old.stop({ graceful: false, wait: true })
  expect([running?.id, finished?.id]).toEqual([cutOff, done])
  return { waiting, cutOff, done }
}

const rowsOf = async (database: DatabaseHandle, query: string) =>
  (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }

it("starts on a pg-boss 10 store's queue (several instances at once on PostgreSQL) and does the jobs it had left", async () => {
  const database = await createTestDatabase()
  const apps: FastifyInstance[] = []
  try {
    const { waiting, cutOff, done } = await pgBoss10Store(database)
    expect((await rowsOf(database, 'select version from pgboss.version')).rows).toEqual([
      { version: 24 },
    ])

    const instances = testBackend === 'postgres' ? 2 : 1
    apps.push(...(await Promise.all(Array.from({ length: instances }, () => store(database)))))

    const version = await rowsOf(database, 'select version from pgboss.version')
    expect(Number(version.rows[0]?.version)).toBeGreaterThan(24)
    const setAside = await rowsOf(
      database,
      "select count(*)::int as count from pg_namespace where nspname = 'pgboss_v10'",
    )
    expect(setAside.rows[0]?.count).toBe(0)
    const carried = await rowsOf(
      database,
      'select id::text, name, heartbeat_seconds from pgboss.job order by created_on',
    )
    // The waiting job and the one cut off, once each with their ids; not the finished one,
    // nor the converter test's; with today's heartbeat.
    expect(carried.rows.map((row) => row.id).sort()).toEqual([waiting, cutOff].sort())
    expect(carried.rows.map((row) => row.id)).not.toContain(done)
    expect(carried.rows.every((row) => row.heartbeat_seconds === 20)).toBe(true)
    // The worker takes them (their downloads are long gone, so each ends at once).
    const deadline = Date.now() + 30_000
    let states: unknown[] = []
    while (Date.now() < deadline) {
      states = (await rowsOf(database, 'select state from pgboss.job')).rows.map((row) => row.state)
      if (states.every((state) => state === 'completed')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(states).toEqual(['completed', 'completed'])
  } finally {
    for (const app of apps) await app.close()
    await database.close()
  }
}, 120_000)
