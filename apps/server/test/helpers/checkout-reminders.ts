import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { checkoutSessions } from '../../src/db/schema.ts'
import { registerAccount } from '../../src/services/accounts/accounts.ts'
import { mailTo } from './admin.ts'
import { bearer, signIn } from './oidc-flow.ts'
import { orderForm } from './payments.ts'

export const REMINDER_SUBJECT = 'Your clips are still in your Marquee cart'

/** A customised rush line and two plain ones, as the cart sends them. */
export const reminderCart = {
  lines: [
    {
      productId: 1,
      quantity: 1,
      formData: { ...orderForm, customization: 'yes', comments: 'Say OPEN LATE', rushOrder: 'yes' },
    },
    { productId: 2, quantity: 2, formData: { ...orderForm, fileType: 'gif' } },
  ],
  couponCode: 'WELCOME10',
}

export interface Customer {
  email: string
  headers: Record<string, string>
}

/** A new customer of the test's own, signed in: reminders look at a customer's later checkouts. */
export async function newCustomer(
  app: FastifyInstance,
  name = 'Wanda Walkaway',
): Promise<Customer> {
  const email = `walkaway-${randomBytes(4).toString('hex')}@example.com`
  const password = 'a long enough password'
  await registerAccount(app.db, { name, email, password })
  return { email, headers: bearer(await signIn(app, email, password)) }
}

/** Opens a cart checkout as the storefront does; `extra` adds reminderConsent and the like. */
export async function checkOut(
  app: FastifyInstance,
  customer: Customer,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session-cart',
    headers: customer.headers,
    payload: { mode: 'payment', userEmail: customer.email, ...reminderCart, ...extra },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string; url: string }
}

/** Moves a checkout `hours` into the past: the delay passes without waiting for it. */
export async function openedHoursAgo(db: Database, sessionId: string, hours: number) {
  await db
    .update(checkoutSessions)
    .set({ createdAt: sql`now() - ${hours * 3600} * interval '1 second'` })
    .where(eq(checkoutSessions.id, sessionId))
}

export async function remindersTo(db: Database, email: string) {
  return (await mailTo(db, email)).filter((mail) => mail.subject === REMINDER_SUBJECT)
}

/** The token of the cart link in a reminder's text part. */
export function linkToken(text: string): string {
  const match = /\/shop\/cart\?restore=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no cart link in: ${text}`)
  return match[1]
}
