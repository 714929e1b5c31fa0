import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { isCustomOrder, isPaidWork } from '../../orders/order-kinds.ts'
import { customDueAt as due, paidOrPlaced as paid } from '../custom-order-due.ts'
import { type AnalyticsWindow, rowsOf, within } from './analytics-window.ts'

/**
 * Custom orders delivered in the window (the back office's `custom-order.delivered` audit
 * row is the moment), the median hours from payment to delivery, and the late ones: those
 * delivered after their due time, and those still open past a due time within the window.
 */
export async function customOrderTurnaround(db: Database, window: AnalyticsWindow) {
  const [row] = await rowsOf<{ delivered: number; median: number | null; late: number }>(
    db,
    sql`with delivered as (
      select a.at as delivered_at, ${paid} as paid_at, ${due} as due_at
        from audit_log a join orders on orders.id::text = a.entity_id
        where a.entity = 'order' and a.action = 'custom-order.delivered'
          and ${within(sql`a.at`, window)}
    )
    select
      (select count(*)::int from delivered) as delivered,
      (select percentile_cont(0.5) within group (order by extract(epoch from delivered_at - paid_at) / 3600)
        from delivered)::float8 as median,
      (select count(*)::int from delivered where delivered_at > due_at)
      + (select count(*)::int from orders
          where ${isCustomOrder} and ${isPaidWork}
            and orders.order_status in ('pending', 'in_production')
            and ${within(due, window)} and ${due} < now()) as late`,
  )
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median)
  return {
    delivered: Number(row?.delivered ?? 0),
    medianTurnaroundHours: median === null ? null : Math.round(median * 10) / 10,
    late: Number(row?.late ?? 0),
  }
}
