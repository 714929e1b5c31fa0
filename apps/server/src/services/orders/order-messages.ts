import type { OrderMessage } from '@marquee/core'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orderMessages, orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'

/** The messages on each of these orders, oldest first. */
export async function messagesOf(
  db: Database | Transaction,
  orderIds: number[],
): Promise<Map<number, OrderMessage[]>> {
  const byOrder = new Map<number, OrderMessage[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderMessages)
    .where(inArray(orderMessages.orderId, orderIds))
    .orderBy(asc(orderMessages.at), asc(orderMessages.id))
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? []
    list.push({ id: row.id, author: row.author, body: row.body, at: row.at.toISOString() })
    byOrder.set(row.orderId, list)
  }
  return byOrder
}

/** What the shop wrote about one of the customer's own orders, oldest first. */
export async function ownOrderMessages(
  db: Database,
  accountId: string,
  orderId: number,
): Promise<{ messages: OrderMessage[] }> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, accountId)))
  // Someone else's order answers as a missing one: its existence is not theirs to learn.
  if (!order) throw notFound(`No order #${orderId} of yours`)
  return { messages: (await messagesOf(db, [orderId])).get(orderId) ?? [] }
}
