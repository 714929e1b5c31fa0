import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/config.ts'
import { buildWorker } from '../../src/worker-app.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-worker-health-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it("answers GET /healthz on WORKER_HEALTH_PORT: 200 while its queue's database answers, 503 once it does not", async () => {
  const database = await createTestDatabase()
  const config = loadConfig({
    DATA_DIR: scratch,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WORKER_CONCURRENCY: '1',
    WORKER_HEALTH_PORT: '0',
  })
  const worker = await buildWorker({ config, database })
  try {
    const address = worker.server.address() as AddressInfo
    expect(address.address).toBe('127.0.0.1')
    const healthz = `http://127.0.0.1:${address.port}/healthz`
    const well = await fetch(healthz)
    expect(well.status).toBe(200)
    expect(await well.json()).toEqual({
      ok: true,
      jobsRunning: 0,
      lastJobEndedAt: null,
      queueReachable: true,
    })

    // The queue's table locked for longer than the health check waits: its database is not answering.
    let lockTaken!: () => void
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve
    })
    const locked = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table pgboss.queue in access exclusive mode`)
      lockTaken()
      await new Promise((resolve) => setTimeout(resolve, 5000))
    })
    await taken
    const unwell = await fetch(healthz)
    expect(unwell.status).toBe(503)
    expect(await unwell.json()).toEqual({
      ok: false,
      jobsRunning: 0,
      lastJobEndedAt: null,
      queueReachable: false,
    })
    await locked
    expect((await fetch(healthz)).status).toBe(200)
  } finally {
    await worker.close()
    await database.close()
  }
})

it('serves nothing when WORKER_HEALTH_PORT is unset', async () => {
  const database = await createTestDatabase()
  const config = loadConfig({ DATA_DIR: scratch, LOG_LEVEL: 'silent', NODE_ENV: 'test' })
  const worker = await buildWorker({ config, database })
  try {
    expect(worker.server.listening).toBe(false)
  } finally {
    await worker.close()
    await database.close()
  }
})
