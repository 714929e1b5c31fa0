import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { searchMisses } from '../../db/schema.ts'

/** Longest query kept: longer ones are cut, so one visitor cannot fill the table with prose. */
const MAX_KEPT_LENGTH = 100
/** Shorter queries say nothing the shop can act on. */
const MIN_KEPT_LENGTH = 2

/** The query as it is counted: trimmed, lower-cased, spaces collapsed, at most 100 characters. */
export function normaliseMiss(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_KEPT_LENGTH).trim()
}

/**
 * Counts one search that found nothing, today (UTC), in one statement. Only the query is
 * kept, never who asked. Queries under two characters are not counted.
 */
export async function recordSearchMiss(db: Database, query: string): Promise<void> {
  const kept = normaliseMiss(query)
  if (kept.length < MIN_KEPT_LENGTH) return
  await db
    .insert(searchMisses)
    .values({ day: sql`(now() at time zone 'utc')::date`, query: kept, count: 1 })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query],
      set: { count: sql`${searchMisses.count} + 1` },
    })
}
