import { type createOrderRequestSchema, type Order, unitPrice } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders, products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import { listOrders } from './order-view.ts'

type OrderBody = z.output<typeof createOrderRequestSchema>

/**
 * An order placed with SPEC §7's POST /orders: priced from the catalogue (customisation and
 * rush fees from packages/core), pending and unpaid whatever the body says.
 */
export async function createOrder(
  db: Database,
  customer: { id: string; email: string },
  body: OrderBody,
): Promise<Order> {
  const [product] = await db
    .select({ priceCents: products.priceCents, status: products.status })
    .from(products)
    .where(eq(products.id, body.product_id))
  if (!product) throw badRequest('product_id: no such clip')
  if (product.status === 'out-of-stock') throw badRequest('product_id: this clip is out of stock')
  const customization = body.customization_requests.length > 0
  const price = unitPrice(product.priceCents, { customization, rushOrder: body.is_rush_order })
  const lineCents = price.totalCents * body.quantity
  const [created] = await db
    .insert(orders)
    .values({
      userId: customer.id,
      userEmail: customer.email,
      productId: body.product_id,
      width: body.width,
      height: body.height,
      filetype: body.filetype,
      aspectRatio: body.aspect_ratio,
      customizationRequests: body.customization_requests,
      isRushOrder: body.is_rush_order,
      quantity: body.quantity,
      options: { customization, rushOrder: body.is_rush_order },
      unitCents: price.totalCents,
      lineCents,
      totalCents: lineCents,
      orderStatus: 'pending',
      paymentStatus: 'unpaid',
    })
    .returning({ id: orders.id })
  const [order] = await listOrders(db, eq(orders.id, created?.id ?? 0))
  if (!order) throw new Error('the new order could not be read back')
  return order
}
