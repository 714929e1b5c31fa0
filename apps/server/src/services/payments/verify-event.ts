import Stripe from 'stripe'
import { WebhookSignatureError } from './payment-provider.ts'

/** Stripe's own check (HMAC over timestamp and raw body, 5-minute tolerance), for both providers. */
export function verifySignedEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header')
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature')
  }
}

/** Signs a body exactly as Stripe does: the sandbox's events and the tests' use this. */
export function signEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  })
}
