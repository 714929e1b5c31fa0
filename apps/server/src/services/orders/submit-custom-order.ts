import { NO_CUSTOM_CREDITS_MESSAGE, type Order, RUSH_AT_CHECKOUT_MESSAGE } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-error.ts'
import { recordCreditSpend, reserveCustomCredits } from '../credits/credits.ts'
import { keyOfLogoUrl } from '../uploads/logo-key.ts'
import { assertAttachable, type UploadedLogos } from '../uploads/uploaded-logo.ts'
import { type OrderBody, orderableClip, orderRow, readOrder } from './order-rows.ts'

/**
 * docs/requirements.md §4's Submit Order: a customised clip paid by the plan. One download and one
 * customisation credit are spent in the transaction that writes the order, so the order
 * exists exactly when the credits are gone (docs/requirements.md §10); without them nothing is written.
 * Credits never cover rush (+$40 always, docs/requirements.md §10) and this path has no payment step, so a
 * rush order is refused here and goes through the cart (docs/decisions/009-rush-fee.md).
 * The logo it carries is the customer's own upload, its bytes checked before it is attached.
 */
export async function submitCustomOrder(
  { db, logos }: { db: Database; logos: UploadedLogos },
  customer: { id: string; email: string },
  body: OrderBody,
): Promise<Order> {
  if (body.customization_requests.length === 0) {
    throw badRequest('customization_requests: describe the customisation')
  }
  if (body.is_rush_order) throw new HttpError(402, RUSH_AT_CHECKOUT_MESSAGE)
  await orderableClip(db, body.product_id)
  if (body.logo_url) {
    await assertAttachable(logos, customer.id, [{ field: 'logo_url', url: body.logo_url }])
  }
  const id = await db.transaction(async (tx) => {
    const spent = await reserveCustomCredits(tx, customer.id)
    if (!spent) return null
    const [created] = await tx
      .insert(orders)
      .values({
        ...orderRow(customer, body, {
          quantity: 1,
          unitCents: 0,
          options: {
            customization: true,
            rushOrder: body.is_rush_order,
            fit: body.fit,
            depth: body.depth,
          },
          paymentStatus: 'subscription',
        }),
        logoKey: body.logo_url ? keyOfLogoUrl(logos.publicUrl, body.logo_url) : null,
      })
      .returning({ id: orders.id })
    if (!created) return null
    await recordCreditSpend(tx, customer.id, created.id, spent)
    return created.id
  })
  if (id === null) throw new HttpError(402, NO_CUSTOM_CREDITS_MESSAGE)
  return readOrder(db, id)
}
