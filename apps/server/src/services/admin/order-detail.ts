import type { AdminOrderDetail } from '@marquee/core'
import { toDollars } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, users } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { orderLine } from '../invoices/checkout-invoices.ts'
import { invoicesOfCheckout } from '../invoices/invoice-queries.ts'
import { titledOrders } from '../orders/titled-orders.ts'
import { adminOrders } from './admin-orders.ts'
import { auditOf } from './audit-log.ts'
import { orderDownloads } from './order-downloads.ts'
import { orderMoney } from './order-money.ts'

/** The lines of the checkout the order was paid in, as its invoice words them; else the order alone. */
async function checkoutLines(db: Database, order: typeof orders.$inferSelect) {
  const where = order.checkoutSessionId
    ? eq(orders.checkoutSessionId, order.checkoutSessionId)
    : eq(orders.id, order.id)
  const rows = await titledOrders(db, where)
  return rows.reverse().map(({ order: line, title }) => {
    const { description, details, quantity, unitCents } = orderLine(line, title)
    return {
      order_id: line.id,
      description,
      details,
      quantity,
      unit_price: toDollars(unitCents),
      total: toDollars(line.totalCents),
    }
  })
}

/** GET /api/admin/orders/{id}: the order, its money, invoice, downloads, messages and audit. */
export async function orderDetail(db: Database, id: number): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
  if (!row) throw notFound(`No order #${id}`)
  const { order } = row
  const [[view], lines, money, invoices, downloads, audit] = await Promise.all([
    adminOrders(db, eq(orders.id, id), { limit: 1, offset: 0 }),
    checkoutLines(db, order),
    orderMoney(db, order),
    order.checkoutSessionId ? invoicesOfCheckout(db, order.checkoutSessionId) : [],
    orderDownloads(db, order),
    auditOf(db, 'order', id),
  ])
  if (!view) throw notFound(`No order #${id}`)
  return {
    order: view,
    customer: { id: order.userId, email: row.email, name: row.name },
    lines,
    ...money,
    invoices,
    downloads,
    audit,
  }
}
