import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { type AnalyticsWindow, rowsOf, within } from './analytics-window.ts'

/**
 * Customers' conversions (downloads) made ready and failed in the window, and the 95th
 * percentile of the time from request to ready, in seconds (null when none was made).
 */
export async function conversionStats(db: Database, window: AnalyticsWindow) {
  const [row] = await rowsOf<{ made: number; failed: number; p95: number | null }>(
    db,
    sql`select
      count(*) filter (where d.status = 'ready' and ${within(sql`d.ready_at`, window)})::int as made,
      count(*) filter (where d.status = 'failed' and ${within(sql`d.updated_at`, window)})::int as failed,
      (percentile_cont(0.95) within group (order by extract(epoch from d.ready_at - d.created_at))
        filter (where d.status = 'ready' and ${within(sql`d.ready_at`, window)}))::float8 as p95
      from downloads d
      where ${within(sql`d.updated_at`, window)} or ${within(sql`d.ready_at`, window)}`,
  )
  const p95 = row?.p95 === null || row?.p95 === undefined ? null : Number(row.p95)
  return {
    made: Number(row?.made ?? 0),
    failed: Number(row?.failed ?? 0),
    p95Seconds: p95 === null ? null : Math.round(p95 * 10) / 10,
  }
}
