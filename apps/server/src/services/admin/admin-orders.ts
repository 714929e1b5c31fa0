import { type AdminOrder, customOrderDueAt, isCustomOrderLate } from '@marquee/core'
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import { isPaidWork } from '../orders/order-kinds.ts'
import { messagesOf } from '../orders/order-messages.ts'
import { orderView } from '../orders/order-view.ts'
import { orderLogo } from '../uploads/order-logo.ts'
import { customDueAt } from './custom-order-due.ts'

const open = sql`(${orders.orderStatus} in ('pending', 'in_production') and ${isPaidWork})`

/**
 * Work still owed first: open rush orders, then the other open ones, each soonest due first;
 * then everything else (delivered, cancelled), newest first.
 */
export const dueFirst = [
  sql`case when ${open} then 0 else 1 end`,
  sql`case when ${open} and ${orders.isRushOrder} then 0 else 1 end`,
  asc(sql`case when ${open} then ${customDueAt} end`),
  desc(orders.createdAt),
  desc(orders.id),
]

type OrderRow = typeof orders.$inferSelect

/** A custom order (instructions given or the customisation bought) is owed by a due time. */
const isCustom = (order: OrderRow) =>
  order.customizationRequests !== '' ||
  (order.options as { customization?: unknown } | null)?.customization === true

/** Nobody paid for it: no work is owed yet (isPaidWork), so nothing is due. */
const unpaid = (order: OrderRow) =>
  order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed'

/** The order's due time and whether it is late now; none for an order that owes no custom work. */
function dueOf(order: OrderRow, now: Date): { due_at: string | null; late: boolean } {
  if (!isCustom(order) || unpaid(order)) return { due_at: null, late: false }
  const due = customOrderDueAt(order.paidAt ?? order.createdAt, order.isRushOrder)
  return { due_at: due.toISOString(), late: isCustomOrderLate(due, order.orderStatus, now) }
}

/** One page of orders as the back office shows them, with due time, master and messages. */
export async function adminOrders(
  db: Database | Transaction,
  where: SQL | undefined,
  page: { limit: number; offset: number; orderBy?: SQL[] },
): Promise<AdminOrder[]> {
  const rows = await db
    .select({ order: orders, title: products.title, master: customMasters })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(customMasters, eq(customMasters.orderId, orders.id))
    .where(where)
    .orderBy(...(page.orderBy ?? [desc(orders.createdAt), desc(orders.id)]))
    .limit(page.limit)
    .offset(page.offset)
  const now = new Date()
  const messages = await messagesOf(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.map(({ order, title, master }) => ({
    ...orderView(order, title),
    user_id: order.userId,
    ...dueOf(order, now),
    logo: orderLogo(order),
    master: master
      ? {
          version: master.version,
          bytes: master.bytes,
          uploaded_at: master.uploadedAt.toISOString(),
        }
      : null,
    messages: messages.get(order.id) ?? [],
  }))
}

/** How many orders match; `withProducts` when `where` names the clip's title. */
export async function countWhere(
  db: Database,
  where: SQL | undefined,
  withProducts = false,
): Promise<number> {
  const base = db.select({ n: sql<number>`count(*)::int` }).from(orders)
  const [row] = await (withProducts
    ? base.innerJoin(products, eq(products.id, orders.productId)).where(where)
    : base.where(where))
  return row?.n ?? 0
}
