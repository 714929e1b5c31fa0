import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { searchMisses } from '../../db/schema.ts'

/** Longest query kept: longer ones are cut, so one visitor cannot fill the table with prose. */
const MAX_KEPT_LENGTH = 100
/** Shorter queries say nothing the shop can act on. */
const MIN_KEPT_LENGTH = 2
/**
 * Different queries counted in one day, at most: past it only queries already seen that day
 * are counted, so a script searching random words grows the table by a bounded amount a day.
 */
export const MAX_MISSES_A_DAY = 5000
/** How long a day's misses are kept: thirteen months, so a season can be set beside last year's. */
export const MISSES_KEPT_DAYS = 395

const today = sql`(now() at time zone 'utc')::date`

/** The query as it is counted: trimmed, lower-cased, spaces collapsed, at most 100 characters. */
export function normaliseMiss(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_KEPT_LENGTH).trim()
}

/**
 * Counts one search that found nothing, today (UTC). Only the query is kept, never who asked.
 * Queries under two characters are not counted; a new query is not once the day has its
 * MAX_MISSES_A_DAY (two at once near the limit may both be let in: the bound is on size, not exact).
 */
export async function recordSearchMiss(db: Database, query: string): Promise<void> {
  const kept = normaliseMiss(query)
  if (kept.length < MIN_KEPT_LENGTH) return
  const counted = await db
    .update(searchMisses)
    .set({ count: sql`${searchMisses.count} + 1` })
    .where(and(eq(searchMisses.day, today), eq(searchMisses.query, kept)))
    .returning({ query: searchMisses.query })
  if (counted.length > 0) return
  await db.execute(sql`
    insert into search_misses (day, query, count)
    select ${today}, ${kept}, 1
    where (select count(*) from search_misses where day = ${today}) < ${MAX_MISSES_A_DAY}
    on conflict (day, query) do update set count = search_misses.count + 1`)
}

/** Drops the days older than MISSES_KEPT_DAYS; returns how many rows went. */
export async function pruneSearchMisses(db: Database): Promise<number> {
  const gone = await db
    .delete(searchMisses)
    .where(lt(searchMisses.day, sql`${today} - ${MISSES_KEPT_DAYS}::int`))
    .returning({ query: searchMisses.query })
  return gone.length
}
