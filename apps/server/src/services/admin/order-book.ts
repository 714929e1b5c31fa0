import type { AdminOrder, AdminOrderPage, adminOrdersQuerySchema } from '@marquee/core'
import { and, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { orders, products } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { adminOrders, countWhere } from './admin-orders.ts'
import { type RefundDeps, refundOrder } from './refund-order.ts'

type OrdersQuery = z.output<typeof adminOrdersQuerySchema>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** An order number, or part of the customer's email or the clip's title. */
function searchFor(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  if (/^#?\d{1,9}$/.test(q)) return eq(orders.id, Number(q.replace('#', '')))
  const pattern = `%${escapeLike(q)}%`
  return or(ilike(orders.userEmail, pattern), ilike(products.title, pattern))
}

/** The back office's order list: every order, filtered by status and payment, searched. */
export async function orderBookPage(
  db: RefundDeps['db'],
  query: OrdersQuery,
): Promise<AdminOrderPage> {
  const { page, pageSize, status, payment, q } = query
  const where = and(
    status ? eq(orders.orderStatus, status) : undefined,
    payment ? eq(orders.paymentStatus, payment) : undefined,
    searchFor(q),
  )
  const [items, total] = await Promise.all([
    adminOrders(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    countWhere(db, where, true),
  ])
  return { items, total, page, pageSize }
}

/** Staff's refund, answered with the order as the back office now shows it. */
export async function refundFromOrderBook(
  deps: RefundDeps,
  actorId: string,
  orderId: number,
  reason: string,
): Promise<{ outcome: 'refunded' | 'already'; order: AdminOrder }> {
  const outcome = await refundOrder(deps, actorId, orderId, reason)
  const [order] = await adminOrders(deps.db, eq(orders.id, orderId), { limit: 1, offset: 0 })
  if (!order) throw notFound(`No order #${orderId}`)
  return { outcome, order }
}
