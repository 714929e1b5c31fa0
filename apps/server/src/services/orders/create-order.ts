import { type Order, unitPrice } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { type OrderBody, orderableClip, orderRow, readOrder } from './order-rows.ts'

/**
 * An order placed with docs/requirements.md §7's POST /orders: priced from the catalogue (customisation and
 * rush fees from packages/core), pending and unpaid whatever the body says.
 */
export async function createOrder(
  db: Database,
  customer: { id: string; email: string },
  body: OrderBody,
): Promise<Order> {
  const product = await orderableClip(db, body.product_id)
  const customization = body.customization_requests.length > 0
  const price = unitPrice(product.priceCents, { customization, rushOrder: body.is_rush_order })
  const [created] = await db
    .insert(orders)
    .values(
      orderRow(customer, body, {
        quantity: body.quantity,
        unitCents: price.totalCents,
        options: { customization, rushOrder: body.is_rush_order },
        paymentStatus: 'unpaid',
      }),
    )
    .returning({ id: orders.id })
  return readOrder(db, created?.id ?? 0)
}
