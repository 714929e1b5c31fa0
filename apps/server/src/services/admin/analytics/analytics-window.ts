import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'

/** The days asked for, as UTC instants: `start` inclusive, `end` (the day after `to`) exclusive. */
export interface AnalyticsWindow {
  from: string
  to: string
  start: Date
  end: Date
}

export function analyticsWindow(from: string, to: string): AnalyticsWindow {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)
  return { from, to, start: new Date(`${from}T00:00:00Z`), end }
}

/** `column` within the window. */
export const within = (column: SQL, window: AnalyticsWindow) =>
  sql`(${column} >= ${window.start.toISOString()}::timestamptz and ${column} < ${window.end.toISOString()}::timestamptz)`

/** The UTC day of a time column, as text. */
export const utcDayOf = (column: SQL) => sql`to_char(${column} at time zone 'utc', 'YYYY-MM-DD')`

/** Raw SQL's rows; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
