import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/helpers/test-database.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { requestBudgets } from '../../db/schema.ts'
import { BudgetCounter } from './budget-counter.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => database?.close())

/** A logger that keeps what it writes. */
function keptLog() {
  const lines: { level: number; msg: string }[] = []
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  )
  return { log, lines }
}

const endWindow = (key: string) =>
  database.db
    .update(requestBudgets)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(requestBudgets.key, key))

describe('a budget counted in the database', () => {
  it('counts hits in one window per key, and starts again at 1 when it has ended', async () => {
    const counter = new BudgetCounter(database.db, keptLog().log)
    const first = await counter.spend('coupons 192.0.2.1', 60_000)
    expect(first).toEqual({ hits: 1, ttlMs: 60_000 })
    expect((await counter.spend('coupons 192.0.2.1', 60_000)).hits).toBe(2)
    expect((await counter.spend('coupons 192.0.2.2', 60_000)).hits).toBe(1)

    await endWindow('coupons 192.0.2.1')
    const again = await counter.spend('coupons 192.0.2.1', 60_000)
    expect(again).toEqual({ hits: 1, ttlMs: 60_000 })
  })

  it('sweeps windows that have ended and keeps the others', async () => {
    const counter = new BudgetCounter(database.db, keptLog().log)
    await counter.spend('contact everyone', 60_000)
    await counter.spend('reviews everyone', 60_000)
    await endWindow('contact everyone')
    await counter.sweep()
    const keys = await database.db.select({ key: requestBudgets.key }).from(requestBudgets)
    expect(keys.map((row) => row.key)).toContain('reviews everyone')
    expect(keys.map((row) => row.key)).not.toContain('contact everyone')
  })

  it("counts in this instance's memory while the database does not answer, and says so once", async () => {
    const lost = await createTestDatabase()
    await lost.close()
    const { log, lines } = keptLog()
    const counter = new BudgetCounter(lost.db, log)
    const hits = []
    for (let index = 0; index < 3; index += 1) {
      hits.push((await counter.spend('coupons 192.0.2.9', 60_000)).hits)
    }
    expect(hits).toEqual([1, 2, 3])
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      "the database did not count a request budget: counting in this instance's memory until it answers",
    ])
  })
})
