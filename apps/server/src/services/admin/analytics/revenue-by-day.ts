import { type RevenueDay, type RevenueKind, toDollars } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { type AnalyticsWindow, rowsOf, utcDayOf, within } from './analytics-window.ts'
import { paidPeriods } from './paid-periods.ts'

type Kind = RevenueKind | 'refunds'

/**
 * The money of each day in cents, by kind: clips paid by card (orders), plans started and
 * renewed (paid periods at the plan's price), credit packs (their checkouts) and, taken
 * off, the refunds the store paid (order_refunds, on the day they succeeded).
 */
async function centsByDayAndKind(db: Database, window: AnalyticsWindow) {
  const periods = sql`${paidPeriods} as periods`
  return rowsOf<{ day: string; kind: Kind; cents: number }>(
    db,
    sql`select day, kind, sum(cents)::float8 as cents from (
      select ${utcDayOf(sql`o.paid_at`)} as day, 'oneOff' as kind, o.total_cents as cents
        from orders o
        where o.payment_status in ('paid', 'refunded') and ${within(sql`o.paid_at`, window)}
      union all
      select ${utcDayOf(sql`periods.paid_at`)},
          case when periods.renewal then 'renewals' else 'plans' end, periods.cents
        from ${periods} where ${within(sql`periods.paid_at`, window)}
      union all
      select ${utcDayOf(sql`pc.bought_at`)}, 'packs', cs.amount_cents
        from pack_credits pc join checkout_sessions cs on cs.id = pc.checkout_session_id
        where ${within(sql`pc.bought_at`, window)}
      union all
      select ${utcDayOf(sql`r.completed_at`)}, 'refunds', r.amount_cents
        from order_refunds r
        where r.status = 'succeeded' and ${within(sql`r.completed_at`, window)}
    ) money group by day, kind`,
  )
}

/** Every day of the window, zeros included, in dollars; `total` is net of refunds. */
export async function revenueByDay(db: Database, window: AnalyticsWindow) {
  const cents = new Map<string, Record<Kind, number>>()
  for (const row of await centsByDayAndKind(db, window)) {
    const day = cents.get(row.day) ?? { oneOff: 0, plans: 0, renewals: 0, packs: 0, refunds: 0 }
    day[row.kind] += Number(row.cents)
    cents.set(row.day, day)
  }
  const byDay: RevenueDay[] = []
  let totalCents = 0
  for (let time = window.start.getTime(); time < window.end.getTime(); time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10)
    const day = cents.get(date) ?? { oneOff: 0, plans: 0, renewals: 0, packs: 0, refunds: 0 }
    const net = day.oneOff + day.plans + day.renewals + day.packs - day.refunds
    totalCents += net
    byDay.push({
      date,
      total: toDollars(net),
      oneOff: toDollars(day.oneOff),
      plans: toDollars(day.plans),
      renewals: toDollars(day.renewals),
      packs: toDollars(day.packs),
      refunds: toDollars(day.refunds),
    })
  }
  return { total: toDollars(totalCents), byDay }
}
