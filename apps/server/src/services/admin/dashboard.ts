import { type Dashboard, toDollars } from '@marquee/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { isCustomOrder, isPaidWork } from '../orders/order-kinds.ts'
import { adminOrders, countWhere, dueFirst } from './admin-orders.ts'

const paidSince = (interval: string) =>
  sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} >= now() - ${interval}::interval), 0)::int`

const open = and(inArray(orders.orderStatus, ['pending', 'in_production']), isPaidWork)

/** /admin at a glance: money taken from paid orders, custom work waiting, what is due. */
export async function dashboard(db: Database): Promise<Dashboard> {
  const [[sales], openCustom, rushDue, recent] = await Promise.all([
    db
      .select({ today: paidSince('1 day'), week: paidSince('7 days'), month: paidSince('30 days') })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid')),
    countWhere(db, and(isCustomOrder, open)),
    adminOrders(db, and(isCustomOrder, open, eq(orders.isRushOrder, true)), {
      limit: 5,
      offset: 0,
      orderBy: dueFirst,
    }),
    adminOrders(db, undefined, { limit: 8, offset: 0 }),
  ])
  return {
    sales: {
      today: toDollars(sales?.today ?? 0),
      week: toDollars(sales?.week ?? 0),
      month: toDollars(sales?.month ?? 0),
    },
    open_custom_orders: openCustom,
    rush_due: rushDue,
    recent_orders: recent,
  }
}
