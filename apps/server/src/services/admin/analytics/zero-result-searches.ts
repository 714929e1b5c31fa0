import { desc, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { searchMisses } from '../../../db/schema.ts'
import type { AnalyticsWindow } from './analytics-window.ts'

const TOP = 20

/** The queries that found nothing most often in the window (search_misses, counted per day). */
export async function zeroResultSearches(db: Database, window: AnalyticsWindow) {
  const count = sql<number>`sum(${searchMisses.count})::int`
  const rows = await db
    .select({ query: searchMisses.query, count })
    .from(searchMisses)
    .where(sql`${searchMisses.day} between ${window.from}::date and ${window.to}::date`)
    .groupBy(searchMisses.query)
    .orderBy(desc(count), searchMisses.query)
    .limit(TOP)
  return rows.map((row) => ({ query: row.query, count: Number(row.count) }))
}
