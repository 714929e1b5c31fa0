import { type Order, toDollars } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { titledOrders } from './titled-orders.ts'

/** One order row as the API shows it (docs/requirements.md §3 payload fields); the back office adds to it. */
export function orderView(order: typeof orders.$inferSelect, productTitle: string): Order {
  return {
    id: order.id,
    user_email: order.userEmail,
    product_id: order.productId,
    product_title: productTitle,
    width: order.width,
    height: order.height,
    filetype: order.filetype,
    aspect_ratio: order.aspectRatio,
    customization_requests: order.customizationRequests,
    is_rush_order: order.isRushOrder,
    quantity: order.quantity,
    unit_price: toDollars(order.unitCents),
    discount: toDollars(order.discountCents),
    total_price: toDollars(order.totalCents),
    status: order.orderStatus,
    payment_status: order.paymentStatus,
    checkout_session_id: order.checkoutSessionId,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  }
}

/**
 * The orders a customer's account lists: paid, credit-paid or refunded ones, those placed
 * and not yet closed, and the one checkout being paid now. A checkout that ended without
 * payment (walked away from, replaced, declined) never was an order to the customer.
 */
export const shownToCustomer = sql`not (${orders.paymentStatus} in ('unpaid', 'failed') and ${orders.orderStatus} in ('expired', 'cancelled'))`

/** Orders as the API shows them (docs/requirements.md §3 payload fields), newest first. */
export async function listOrders(
  db: Database | Transaction,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<Order[]> {
  const rows = await titledOrders(db, where, page)
  return rows.map(({ order, title }) => orderView(order, title))
}

export async function countOrders(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where)
  return row?.n ?? 0
}
