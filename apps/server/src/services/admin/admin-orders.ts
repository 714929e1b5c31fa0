import { type AdminOrder, RUSH_HOURS } from '@marquee/core'
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import { isPaidWork } from '../orders/order-kinds.ts'
import { messagesOf } from '../orders/order-messages.ts'
import { orderView } from '../orders/order-view.ts'

const openRush = sql`(${orders.isRushOrder} and ${orders.orderStatus} in ('pending', 'in_production') and ${isPaidWork})`

/** Open rush orders first, soonest due first; then everything else, newest first. */
export const rushFirst = [
  sql`case when ${openRush} then 0 else 1 end`,
  asc(sql`case when ${openRush} then ${orders.createdAt} end`),
  desc(orders.createdAt),
  desc(orders.id),
]

export const dueAt = (createdAt: Date, rush: boolean) =>
  rush ? new Date(createdAt.getTime() + RUSH_HOURS * 3_600_000).toISOString() : null

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
  const messages = await messagesOf(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.map(({ order, title, master }) => ({
    ...orderView(order, title),
    user_id: order.userId,
    due_at: dueAt(order.createdAt, order.isRushOrder),
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
