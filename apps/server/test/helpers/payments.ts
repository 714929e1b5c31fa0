import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { sandboxCheckouts, serverSecrets } from '../../src/db/schema.ts'
import {
  checkoutSessionObject,
  stripeShapedEvent,
} from '../../src/services/payments/sandbox-events.ts'
import { signEvent } from '../../src/services/payments/verify-event.ts'
import { bearer, type Tokens } from './oidc-flow.ts'

export const PAYING_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

export const orderForm = {
  fileType: 'mp4',
  dimensions: { width: 384, height: 192 },
  aspectRatio: '2:1',
  customization: 'no',
  comments: '',
  rushOrder: 'no',
  quantity: 1,
} as const

/** A customised rush clip and two plain ones: every extra and a quantity. */
export const hostedCart = {
  lines: [
    {
      productId: 1,
      quantity: 1,
      formData: { ...orderForm, customization: 'yes', comments: 'Our name', rushOrder: 'yes' },
    },
    { productId: 2, quantity: 2, formData: orderForm },
  ],
  couponCode: 'WELCOME10',
}

/** POST /api/create-checkout-session-cart as the storefront sends it, plus what decides. */
export function checkoutCart(app: FastifyInstance, tokens: Tokens, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/create-checkout-session-cart',
    headers: bearer(tokens),
    payload: { mode: 'payment', ...body },
  })
}

/** Opens a card checkout of one clip (product 1, the standard order form) for `email`. */
export async function openCartCheckout(
  app: FastifyInstance,
  tokens: Tokens,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const response = await checkoutCart(app, tokens, {
    userEmail: email,
    lines: [{ productId: 1, quantity: 1, formData: orderForm }],
    ...extra,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string; url: string }
}

/** Submits the sandbox's card form, as the browser does. */
export function payInSandbox(app: FastifyInstance, checkoutUrl: string, card: string) {
  return app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card }).toString(),
  })
}

export async function sandboxSecret(db: Database): Promise<string> {
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'sandbox_webhook_secret'))
  return row?.value as string
}

/** Posts `event` to the webhook route signed with `secret`, exactly as Stripe signs. */
export function postEvent(
  app: FastifyInstance,
  event: unknown,
  secret: string,
  options: { timestamp?: number; body?: string } = {},
) {
  const payload = JSON.stringify(event)
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signEvent(payload, secret, options.timestamp),
    },
    payload: options.body ?? payload,
  })
}

export async function count(db: Database, table: string, where = 'true'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows
  return rows[0]?.n ?? 0
}

/** The card network charged the checkout; the event announcing it is built but not sent. */
export async function chargedEvent(db: Database, url: string) {
  const providerId = new URL(url).pathname.split('/').pop() ?? ''
  const [row] = await db
    .update(sandboxCheckouts)
    .set({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: `pi_${providerId.slice(-12)}`,
    })
    .where(eq(sandboxCheckouts.id, providerId))
    .returning()
  if (!row) throw new Error('no sandbox checkout')
  return { row, event: stripeShapedEvent('checkout.session.completed', checkoutSessionObject(row)) }
}
