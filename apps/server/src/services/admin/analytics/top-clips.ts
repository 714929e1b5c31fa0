import { toDollars } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { type AnalyticsWindow, rowsOf, within } from './analytics-window.ts'

const TOP = 10

/** The clips that earned most from card orders paid in the window, less what was refunded. */
async function byRevenue(db: Database, window: AnalyticsWindow) {
  const rows = await rowsOf<{ product_id: number; title: string; cents: number }>(
    db,
    sql`select o.product_id, pr.title,
        sum(o.total_cents - coalesce(r.amount_cents, 0))::float8 as cents
      from orders o
      join products pr on pr.id = o.product_id
      left join order_refunds r on r.order_id = o.id and r.status = 'succeeded'
      where o.payment_status in ('paid', 'refunded') and ${within(sql`o.paid_at`, window)}
      group by o.product_id, pr.title
      order by cents desc, o.product_id limit ${TOP}`,
  )
  return rows.map((row) => ({
    productId: Number(row.product_id),
    title: row.title,
    revenue: toDollars(Number(row.cents)),
  }))
}

/** The clips downloaded most: downloads made ready in the window. */
async function byDownloads(db: Database, window: AnalyticsWindow) {
  const rows = await rowsOf<{ product_id: number; title: string; downloads: number }>(
    db,
    sql`select d.product_id, pr.title, count(*)::int as downloads
      from downloads d join products pr on pr.id = d.product_id
      where d.status = 'ready' and ${within(sql`d.ready_at`, window)}
      group by d.product_id, pr.title
      order by downloads desc, d.product_id limit ${TOP}`,
  )
  return rows.map((row) => ({
    productId: Number(row.product_id),
    title: row.title,
    downloads: Number(row.downloads),
  }))
}

export async function topClips(db: Database, window: AnalyticsWindow) {
  const [revenue, downloads] = await Promise.all([byRevenue(db, window), byDownloads(db, window)])
  return { byRevenue: revenue, byDownloads: downloads }
}
