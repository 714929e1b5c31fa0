import type { createOrderRequestSchema, Order } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders, products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import { listOrders } from './order-view.ts'

/** docs/requirements.md §7's POST /orders body, after its schema. */
export type OrderBody = z.output<typeof createOrderRequestSchema>

/** The clip an order is for, when it can be ordered; else 400 naming product_id. */
export async function orderableClip(db: Database, productId: number) {
  const [product] = await db
    .select({ priceCents: products.priceCents, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) throw badRequest('product_id: no such clip')
  if (product.status === 'out-of-stock') throw badRequest('product_id: this clip is out of stock')
  return product
}

interface Sale {
  quantity: number
  unitCents: number
  options: Record<string, unknown>
  paymentStatus: 'unpaid' | 'subscription'
}

/** The pending order row for a body: its sign, file and instructions; the money from `sale`. */
export function orderRow(
  customer: { id: string; email: string },
  body: OrderBody,
  sale: Sale,
): typeof orders.$inferInsert {
  const lineCents = sale.unitCents * sale.quantity
  return {
    userId: customer.id,
    userEmail: customer.email,
    productId: body.product_id,
    width: body.width,
    height: body.height,
    filetype: body.filetype,
    aspectRatio: body.aspect_ratio,
    customizationRequests: body.customization_requests,
    isRushOrder: body.is_rush_order,
    quantity: sale.quantity,
    options: sale.options,
    unitCents: sale.unitCents,
    lineCents,
    totalCents: lineCents,
    orderStatus: 'pending',
    paymentStatus: sale.paymentStatus,
  }
}

/** The order as the API shows it, read back after it was written. */
export async function readOrder(db: Database, id: number): Promise<Order> {
  const [order] = await listOrders(db, eq(orders.id, id))
  if (!order) throw new Error('the new order could not be read back')
  return order
}
