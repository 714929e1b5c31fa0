import { randomBytes } from 'node:crypto'
import type { sandboxCheckouts } from '../../db/schema.ts'

/**
 * What the sandbox's checkout page lists. A coupon's discount is kept as its own entry with
 * a negative amount, so the lines always add up to what the checkout charges.
 */
export interface SandboxLineItem {
  name: string
  description?: string | undefined
  amountCents: number
  quantity: number
  priceId?: string | undefined
  kind?: 'discount' | undefined
}

type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`

/** A Stripe-shaped event as Stripe would deliver it (the fields the store and Stripe share). */
export function stripeShapedEvent(type: string, object: Record<string, unknown>) {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

/** The checkout.session object Stripe puts in checkout.session.* events. */
export function checkoutSessionObject(row: SandboxCheckoutRow) {
  const discountCents = (row.lineItems as SandboxLineItem[])
    .filter((line) => line.kind === 'discount')
    .reduce((sum, line) => sum - line.amountCents * line.quantity, 0)
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.mode,
    status: row.status,
    payment_status: row.paymentStatus,
    amount_subtotal: row.amountCents + discountCents,
    amount_total: row.amountCents,
    total_details: { amount_discount: discountCents, amount_shipping: 0, amount_tax: 0 },
    currency: 'usd',
    client_reference_id: row.clientReferenceId,
    customer_email: row.customerEmail,
    payment_intent: row.paymentIntentId,
    metadata: { marquee_session_id: row.clientReferenceId },
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    expires_at: Math.floor(row.expiresAt.getTime() / 1000),
    livemode: false,
    url: null,
  }
}
