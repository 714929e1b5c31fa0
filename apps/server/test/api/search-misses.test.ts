import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { searchMisses } from '../../src/db/schema.ts'
import {
  MAX_MISSES_A_DAY,
  MISSES_KEPT_DAYS,
  pruneSearchMisses,
  recordSearchMiss,
} from '../../src/services/search/search-misses.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

let database: DatabaseHandle
const today = sql`(now() at time zone 'utc')::date`

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function countOf(query: string, daysAgo = 0): Promise<number | undefined> {
  const [row] = await database.db
    .select({ count: searchMisses.count })
    .from(searchMisses)
    .where(
      and(eq(searchMisses.query, query), eq(searchMisses.day, sql`${today} - ${daysAgo}::int`)),
    )
  return row?.count
}

/** Fills `daysAgo`'s day with `rows` made-up misses. */
async function fillDay(daysAgo: number, rows: number, prefix: string): Promise<void> {
  await database.db.execute(sql`
    insert into search_misses (day, query, count)
    select ${today} - ${daysAgo}::int, ${prefix} || n, 1 from generate_series(1, ${rows}) as n`)
}

describe('searches that found nothing, as kept', () => {
  it('counts twenty of the same search at once as twenty', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => recordSearchMiss(database.db, 'Glitter  Tractor')),
    )
    expect(await countOf('glitter tractor')).toBe(20)
  })

  it("stops taking new queries once the day holds its limit, and still counts the day's own", async () => {
    await recordSearchMiss(database.db, 'already seen')
    await fillDay(0, MAX_MISSES_A_DAY, 'made up ')
    await recordSearchMiss(database.db, 'one too many')
    await recordSearchMiss(database.db, 'already seen')
    expect(await countOf('one too many')).toBeUndefined()
    expect(await countOf('already seen')).toBe(2)
  })

  it('drops the days older than thirteen months and keeps the rest', async () => {
    await fillDay(MISSES_KEPT_DAYS + 1, 3, 'old ')
    await fillDay(MISSES_KEPT_DAYS, 2, 'kept ')
    expect(await pruneSearchMisses(database.db)).toBe(3)
    expect(await countOf('old 1', MISSES_KEPT_DAYS + 1)).toBeUndefined()
    expect(await countOf('kept 1', MISSES_KEPT_DAYS)).toBe(1)
    expect(await pruneSearchMisses(database.db)).toBe(0)
  })
})
