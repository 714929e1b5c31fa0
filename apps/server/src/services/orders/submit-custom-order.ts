import {
  type createOrderRequestSchema,
  NO_CUSTOM_CREDITS_MESSAGE,
  type Order,
  RUSH_AT_CHECKOUT_MESSAGE,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders, products } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-error.ts'
import { reserveCustomCredits } from '../downloads/credits.ts'
import { listOrders } from './order-view.ts'

type OrderBody = z.output<typeof createOrderRequestSchema>

/**
 * SPEC §4's Submit Order: a customised clip paid by the plan. One download and one
 * customisation credit are spent in the transaction that writes the order, so the order
 * exists exactly when the credits are gone (DESIGN §6); without them nothing is written.
 * Credits never cover rush (+$40 always, DESIGN §6) and this path has no payment step, so a
 * rush order is refused here and goes through the cart (docs/decisions/009-rush-fee.md).
 */
export async function submitCustomOrder(
  db: Database,
  customer: { id: string; email: string },
  body: OrderBody,
): Promise<Order> {
  if (body.is_rush_order) throw new HttpError(402, RUSH_AT_CHECKOUT_MESSAGE)
  if (body.customization_requests.length === 0) {
    throw badRequest('customization_requests: describe the customisation')
  }
  const [product] = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, body.product_id))
  if (!product) throw badRequest('product_id: no such clip')
  if (product.status === 'out-of-stock') throw badRequest('product_id: this clip is out of stock')
  const id = await db.transaction(async (tx) => {
    if (!(await reserveCustomCredits(tx, customer.id))) return null
    const [created] = await tx
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
        quantity: 1,
        options: {
          customization: true,
          rushOrder: body.is_rush_order,
          fit: body.fit,
          depth: body.depth,
          ...(body.logo_url ? { logoUrl: body.logo_url } : {}),
        },
        unitCents: 0,
        lineCents: 0,
        totalCents: 0,
        orderStatus: 'pending',
        paymentStatus: 'subscription',
      })
      .returning({ id: orders.id })
    return created?.id ?? null
  })
  if (id === null) throw new HttpError(402, NO_CUSTOM_CREDITS_MESSAGE)
  const [order] = await listOrders(db, eq(orders.id, id))
  if (!order) throw new Error('the new order could not be read back')
  return order
}
