import type { Dashboard } from '@marquee/core'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { isCustomOrder, isPaidWork } from '../orders/order-kinds.ts'
import { adminOrders, countWhere, dueFirst } from './admin-orders.ts'

const open = and(inArray(orders.orderStatus, ['pending', 'in_production']), isPaidWork)

/**
 * /admin at a glance: custom work waiting, what is due, the latest orders. The money is the
 * analytics' (services/admin/analytics), which counts plans, renewals, packs and refunds too.
 */
export async function dashboard(db: Database): Promise<Dashboard> {
  const [openCustom, rushDue, recent] = await Promise.all([
    countWhere(db, and(isCustomOrder, open)),
    adminOrders(db, and(isCustomOrder, open, eq(orders.isRushOrder, true)), {
      limit: 5,
      offset: 0,
      orderBy: dueFirst,
    }),
    adminOrders(db, undefined, { limit: 8, offset: 0 }),
  ])
  return {
    open_custom_orders: openCustom,
    rush_due: rushDue,
    recent_orders: recent,
  }
}
