import { toDollars } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { type AnalyticsWindow, rowsOf, within } from './analytics-window.ts'
import { paidPeriods } from './paid-periods.ts'

/**
 * Now: the paid plans active today by plan, and the monthly recurring revenue of those the
 * provider bills (a plan the shop set up by hand is a subscriber but pays nothing).
 */
export async function recurringRevenue(db: Database) {
  const rows = await rowsOf<{ plan: string; count: number; billed_cents: number }>(
    db,
    sql`select s.plan, count(*)::int as count,
        coalesce(sum(p.price_cents) filter (where s.provider_subscription_id is not null), 0)::float8 as billed_cents
      from subscriptions s join plans p on p.id = s.plan
      where s.status = 'active' and s.plan <> 'Free'
      group by s.plan order by s.plan`,
  )
  const mrrCents = rows.reduce((sum, row) => sum + Number(row.billed_cents), 0)
  return {
    mrr: toDollars(mrrCents),
    activeSubscribers: rows.map((row) => ({ plan: row.plan, count: Number(row.count) })),
  }
}

/** Subscriptions started (a first paid period) and ended (cancelled) within the window. */
export async function subscriptionChanges(db: Database, window: AnalyticsWindow) {
  const [row] = await rowsOf<{ started: number; cancelled: number }>(
    db,
    sql`select
      (select count(*)::int from ${paidPeriods} as periods
        where not periods.renewal and ${within(sql`periods.paid_at`, window)}) as started,
      (select count(*)::int from subscriptions s
        where s.status = 'canceled' and ${within(sql`s.updated_at`, window)}) as cancelled`,
  )
  return { new: Number(row?.started ?? 0), cancelled: Number(row?.cancelled ?? 0) }
}
