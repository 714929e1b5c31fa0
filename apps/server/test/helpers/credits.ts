import type { Me } from '@marquee/core'
import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { creditSpends, packCredits, subscriptions } from '../../src/db/schema.ts'
import { SMALL_GIF, userIdOf } from './downloads.ts'
import { bearer, type Tokens } from './oidc-flow.ts'
import { PAYING_CARD, payInSandbox } from './payments.ts'

/** A customer's side of the store: the calls the web app makes for them. */
export function customerCalls(app: FastifyInstance, tokens: Tokens, email: string) {
  let files = 0
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload, headers: bearer(tokens) })
  return {
    post,
    me: async () => (await app.inject({ url: '/api/me', headers: bearer(tokens) })).json() as Me,
    openPack: (pack = 'pro-credits') =>
      post('/api/create-checkout-session-credits', { pack, userEmail: email }),
    openPlan: (plan: string) =>
      post('/api/create-checkout-session', { subscriptionType: plan, userEmail: email }),
    portal: () => post('/api/billing/portal', { userEmail: email }),
    /**
     * docs/requirements.md §4's download of a clip by a plan credit (POST /api/convert), each
     * call a file not asked for before (one pixel wider), so each spends a credit: the same
     * file again is free.
     */
    download: (productId = 1) => {
      files += 1
      return post('/api/convert', { productId, ...SMALL_GIF, width: SMALL_GIF.width + files })
    },
  }
}

/** Opens a checkout (pack or plan) and pays it with the sandbox's test card. */
export async function payFor(
  app: FastifyInstance,
  opened: Promise<{ statusCode: number; body: string; json: () => unknown }>,
) {
  const checkout = await opened
  expect(checkout.statusCode, checkout.body).toBe(200)
  const { id, url } = checkout.json() as { id: string; url: string }
  const paid = await payInSandbox(app, url, PAYING_CARD)
  expect(paid.statusCode).toBe(303)
  return id
}

/** Opens the sandbox manage page's link and submits one of its actions (advance: a renewal). */
export async function manageInSandbox(
  app: FastifyInstance,
  portal: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  action: string,
  extra: Record<string, string> = {},
) {
  const opened = await portal()
  expect(opened.statusCode, opened.body).toBe(200)
  const token = new URL((opened.json() as { url: string }).url).searchParams.get('token') ?? ''
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/subscription/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...extra }).toString(),
  })
  expect(response.statusCode).toBe(303)
}

export const packsOf = (db: Database, userId: string) =>
  db.select().from(packCredits).where(eq(packCredits.userId, userId)).orderBy(asc(packCredits.id))

export const spendsOf = (db: Database, userId: string) =>
  db.select().from(creditSpends).where(eq(creditSpends.userId, userId))

/** Gives a customer's plan this period's credits, active for 30 more days. */
export async function setPlanCredits(
  db: Database,
  email: string,
  downloads: number,
  customizations: number,
) {
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      remainingTotalOrders: downloads,
      remainingCustomizationOrders: customizations,
      currentPeriodEnd: sql`now() + interval '30 days'`,
    })
    .where(eq(subscriptions.userId, await userIdOf(db, email)))
}
