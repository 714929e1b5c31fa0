import { randomUUID } from 'node:crypto'
import {
  type CheckoutCreated,
  type cartCheckoutRequestSchema,
  cartTotals,
  INVALID_COUPON_MESSAGE,
  toCents,
} from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { billingCustomers, checkoutSessions, orders } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-error.ts'
import { quoteCart } from '../cart/quote-cart.ts'
import { reserveCouponUse } from '../discounts/coupon-reservations.ts'
import { checkedCartTexts } from '../personalization/cart-texts.ts'
import { checkedLineLogos } from '../uploads/order-logo.ts'
import type { UploadedLogos } from '../uploads/uploaded-logo.ts'
import { cartCheckoutDiscount, cartCheckoutLines } from './cart-checkout-lines.ts'
import {
  type CheckoutLifecycle,
  expireCheckouts,
  openCartCheckouts,
  queueCustomerCheckouts,
} from './replaced-checkouts.ts'

type CheckoutBody = z.output<typeof cartCheckoutRequestSchema>

export interface CartCheckoutDeps extends CheckoutLifecycle {
  db: Database
  publicUrl: string
  /** Where personalised lines' logos were uploaded, checked as the customer's own. */
  logos: UploadedLogos
}

/**
 * Opens a hosted checkout for a cart at the server's prices. The provider's session is made
 * first (it holds no money yet); then the coupon use is reserved and the pending orders and
 * the store's session are written in one transaction. If that fails, the provider's session
 * is expired and nothing is left behind. The customer's earlier open checkouts are expired:
 * before the coupon is reserved (their reservation goes back first), and any opened at the
 * same moment once this one is written, so one checkout of a customer is open at a time.
 */
export async function createCartCheckout(
  deps: CartCheckoutDeps,
  customer: { id: string; email: string },
  body: CheckoutBody,
): Promise<CheckoutCreated> {
  const quote = await quoteCart(deps.db, body)
  quote.lines.forEach((line, index) => {
    if (line.status === 'missing') throw badRequest(`lines.${index}.productId: no such clip`)
    if (line.status === 'out-of-stock') {
      throw badRequest(`lines.${index}.productId: ${line.title} is out of stock`)
    }
  })
  if (body.couponCode && !quote.coupon) throw badRequest(`couponCode: ${INVALID_COUPON_MESSAGE}`)
  const percent = quote.coupon?.percentage ?? 0
  const forms = await checkedCartTexts(deps.db, deps.logos, customer.id, body.lines)
  const lineLogos = await checkedLineLogos(deps.logos, customer.id, forms)

  const rows = quote.lines.map((line, index) => {
    const unitCents = toCents(line.unitPrice)
    const totals = cartTotals([{ unitCents, quantity: line.quantity }], percent)
    const form = forms[index]
    return {
      values: {
        userId: customer.id,
        userEmail: customer.email,
        productId: line.productId,
        width: form?.dimensions.width ?? null,
        height: form?.dimensions.height ?? null,
        filetype: form?.fileType ?? null,
        aspectRatio: form?.aspectRatio ?? null,
        customizationRequests: form?.customization === 'yes' ? form.comments : '',
        logoKey: lineLogos[index] ?? null,
        isRushOrder: form?.rushOrder === 'yes',
        quantity: line.quantity,
        options: form ?? {},
        unitCents,
        lineCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        orderStatus: 'pending' as const,
        paymentStatus: 'unpaid' as const,
      },
    }
  })
  await expireCheckouts(deps, await openCartCheckouts(deps.db, customer.id))
  const sessionId = randomUUID()
  // The provider's customer when there is one: its tax exemption and tax ids apply (decision 018).
  const [billing] = await deps.db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.userId, customer.id),
        eq(billingCustomers.provider, deps.provider.name),
      ),
    )
  const remote = await deps.provider.createCheckout({
    sessionId,
    mode: 'payment',
    customerEmail: customer.email,
    customerId: billing?.id,
    lines: cartCheckoutLines(quote, forms),
    discount: cartCheckoutDiscount(
      quote.coupon,
      rows.reduce((sum, row) => sum + row.values.discountCents, 0),
    ),
    successUrl: `${deps.publicUrl}/pages/checkout/success?session_id=${sessionId}`,
    cancelUrl: `${deps.publicUrl}/shop/cart?checkout_cancelled=${sessionId}`,
  })

  let replaced: string[]
  try {
    replaced = await deps.db.transaction(async (tx) => {
      await queueCustomerCheckouts(tx, customer.id)
      const reserved = body.couponCode
        ? await reserveCouponUse(tx, body.couponCode, customer.id)
        : undefined
      if (body.couponCode && reserved?.percentage !== percent) {
        throw new HttpError(409, 'couponCode: This coupon code has reached its usage limit')
      }
      await tx.insert(checkoutSessions).values({
        id: sessionId,
        provider: deps.provider.name,
        providerSessionId: remote.providerSessionId,
        userId: customer.id,
        kind: 'cart',
        status: 'open',
        amountCents: rows.reduce((sum, row) => sum + row.values.totalCents, 0),
        discountId: reserved?.id ?? null,
        couponState: reserved ? 'reserved' : 'none',
        reminderConsent: body.reminderConsent === true,
      })
      await tx
        .insert(orders)
        .values(rows.map((row) => ({ ...row.values, checkoutSessionId: sessionId })))
      return openCartCheckouts(tx, customer.id, sessionId)
    })
  } catch (error) {
    // Best effort: an open provider session left behind holds no money and lapses in 24 hours.
    await deps.provider.expireCheckout(remote.providerSessionId).catch(() => undefined)
    throw error
  }
  // The new checkout stands either way; one left open lapses at the provider and is reconciled.
  await expireCheckouts(deps, replaced).catch((error: unknown) =>
    deps.log.warn(
      { err: error, checkoutSessions: replaced },
      'could not expire replaced checkouts',
    ),
  )
  return { id: sessionId, url: remote.url }
}
