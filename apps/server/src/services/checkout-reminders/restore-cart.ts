import {
  CART_LINK_DAYS,
  CART_LINK_EXPIRED_MESSAGE,
  CART_LINK_INVALID_MESSAGE,
  orderFormSchema,
  type RestoredCart,
} from '@marquee/core'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, discounts, orders } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import { type CatalogReadDeps, productsByIds } from '../catalog/catalog-reads.ts'
import { findUsable } from '../discounts/usable-discounts.ts'
import { hashCartToken } from './cart-link-token.ts'

export interface RestoreDeps {
  db: Database
  catalog: CatalogReadDeps
}

/**
 * The cart behind a reminder's link: the checkout's lines with their quantities and options,
 * and its coupon. It changes nothing, so opening the link again gives the same cart until it
 * expires. A clip no longer sold is left out; a coupon no longer valid is not given back.
 */
export async function restoreCart(deps: RestoreDeps, token: string): Promise<RestoredCart> {
  const [session] = await deps.db
    .select({
      id: checkoutSessions.id,
      discountId: checkoutSessions.discountId,
      fresh: sql<boolean>`${checkoutSessions.reminderSentAt} > now() - ${CART_LINK_DAYS} * interval '1 day'`,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.reminderTokenHash, hashCartToken(token)))
  if (!session) throw badRequest(`token: ${CART_LINK_INVALID_MESSAGE}`)
  if (!session.fresh) throw badRequest(`token: ${CART_LINK_EXPIRED_MESSAGE}`)

  const rows = await deps.db
    .select({ productId: orders.productId, quantity: orders.quantity, options: orders.options })
    .from(orders)
    .where(eq(orders.checkoutSessionId, session.id))
    .orderBy(asc(orders.id))
  const products = new Map(
    (
      await productsByIds(
        deps.catalog,
        rows.map((row) => row.productId),
      )
    ).map((product) => [product.id, product]),
  )
  const lines = rows.flatMap((row) => {
    const product = products.get(row.productId)
    if (!product) return []
    const form = orderFormSchema.safeParse(row.options)
    return [{ product, quantity: row.quantity, ...(form.success && { formData: form.data }) }]
  })
  return { lines, coupon: await couponOf(deps, session.discountId) }
}

async function couponOf(deps: RestoreDeps, discountId: number | null) {
  if (discountId === null) return null
  const [row] = await deps.db
    .select({ code: discounts.code })
    .from(discounts)
    .where(eq(discounts.id, discountId))
  return (row && (await findUsable(deps.db, row.code))) ?? null
}
