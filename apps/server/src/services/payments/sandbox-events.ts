import { randomBytes } from 'node:crypto'
import type { sandboxCheckouts } from '../../db/schema.ts'

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
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.mode,
    status: row.status,
    payment_status: row.paymentStatus,
    amount_subtotal: row.amountCents,
    amount_total: row.amountCents,
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
