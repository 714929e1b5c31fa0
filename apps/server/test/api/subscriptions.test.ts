import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  sandboxSubscriptions,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { stripeShapedEvent } from '../../src/services/payments/sandbox-events.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count, PAYING_CARD, payInSandbox, postEvent, sandboxSecret } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let secret: string

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  secret = await sandboxSecret(testApp.database.db)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const FREE = 'free@marquee.local'
const me = async (tokens = free) =>
  (await testApp.app.inject({ url: '/api/me', headers: bearer(tokens) })).json()
const post = (url: string, payload: Record<string, unknown>, tokens = free) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: bearer(tokens) })
const mails = (subject: string) =>
  count(db(), 'mail_outbox', `to_address = '${FREE}' and subject like '${subject}%'`)

async function userId(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email))
  return user?.id ?? ''
}

/** Opens the sandbox manage page's link and submits one of its actions. */
async function manage(action: string, extra: Record<string, string> = {}, tokens = free) {
  const email = tokens === free ? FREE : 'pro@marquee.local'
  const portal = await post('/api/billing/portal', { userEmail: email }, tokens)
  expect(portal.statusCode, portal.body).toBe(200)
  const token = new URL(portal.json().url).searchParams.get('token') ?? ''
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/sandbox/subscription/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...extra }).toString(),
  })
  expect(response.statusCode).toBe(303)
}

async function subscribe(plan: string, tokens = free, email = FREE) {
  const checkout = await post(
    '/api/create-checkout-session',
    { name: plan, priceId: 'price_from_the_browser', quantity: 1, userEmail: email },
    tokens,
  )
  expect(checkout.statusCode, checkout.body).toBe(200)
  const paid = await payInSandbox(testApp.app, checkout.json().url, PAYING_CARD)
  expect(paid.statusCode).toBe(303)
  return checkout.json() as { id: string; url: string }
}

describe('plans', () => {
  it('lists the plans and packs of docs/requirements.md §10 with the provider price ids', async () => {
    const response = await testApp.app.inject({ url: '/api/plans' })
    expect(response.json().plans).toEqual([
      { name: 'Free', price: 0, downloads: 0, customizations: 0, priceId: null },
      { name: 'Pro', price: 29, downloads: 10, customizations: 2, priceId: 'price_sandbox_pro' },
      {
        name: 'Enterprise',
        price: 99,
        downloads: 50,
        customizations: 10,
        priceId: 'price_sandbox_enterprise',
      },
    ])
    expect(response.json().creditPacks).toHaveLength(2)
  })
})

describe('a subscription’s life', () => {
  it('starts: a paid checkout and its invoice give the plan’s credits and period', async () => {
    const { id } = await subscribe('Pro')
    const profile = await me()
    expect(profile.metadata).toMatchObject({
      subscription_type: 'Pro',
      subscription_status: 'active',
    })
    expect(profile.subscription).toMatchObject({
      remaining_total_orders: 10,
      remaining_customization_orders: 2,
    })
    const end = new Date(profile.subscription.subscription_end_date).getTime()
    expect(end - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    const state = await testApp.app.inject({
      url: `/api/checkout/sessions/${id}`,
      headers: bearer(free),
    })
    expect(state.json()).toMatchObject({ kind: 'subscription', status: 'complete' })
    expect(await mails('Your Marquee Pro subscription has started')).toBe(1)
    const again = await post('/api/create-checkout-session', {
      subscriptionType: 'Pro',
      userEmail: FREE,
    })
    expect(again.statusCode).toBe(409)
  })

  it('renews: a new period resets the credits, once per invoice', async () => {
    const owner = await userId(FREE)
    await db()
      .update(subscriptions)
      .set({ remainingTotalOrders: 3 })
      .where(eq(subscriptions.userId, owner))
    const before = (await me()).subscription.subscription_end_date
    await manage('advance')
    const renewed = await me()
    expect(renewed.subscription.remaining_total_orders).toBe(10)
    expect(new Date(renewed.subscription.subscription_end_date).getTime()).toBeGreaterThan(
      new Date(before).getTime(),
    )
    expect(await count(db(), 'subscription_periods', `user_id = '${owner}'`)).toBe(2)
    expect(await mails('Your Marquee Pro subscription has been renewed')).toBe(1)

    // The same invoice again (a new event id): no new period, credits not reset again.
    await db()
      .update(subscriptions)
      .set({ remainingTotalOrders: 4 })
      .where(eq(subscriptions.userId, owner))
    const [invoice] = await db()
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.userId, owner))
      .orderBy(desc(subscriptionPeriods.periodEnd))
      .limit(1)
    const [sub] = await db().select().from(sandboxSubscriptions)
    const replay = stripeShapedEvent('invoice.paid', {
      id: invoice?.providerInvoiceId,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub?.id } },
      lines: { object: 'list', data: [{ period: { start: 1, end: 2 }, pricing: null }] },
    })
    expect((await postEvent(testApp.app, replay, secret)).statusCode).toBe(200)
    expect((await me()).subscription.remaining_total_orders).toBe(4)
  })

  it('keeps the newest period when an older invoice arrives late', async () => {
    const before = await me()
    const [sub] = await db().select().from(sandboxSubscriptions)
    const lastYear = Math.floor(Date.now() / 1000) - 365 * 86400
    const late = stripeShapedEvent('invoice.paid', {
      id: 'in_late_old_period',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub?.id } },
      lines: {
        object: 'list',
        data: [{ period: { start: lastYear, end: lastYear + 30 * 86400 }, pricing: null }],
      },
    })
    expect((await postEvent(testApp.app, late, secret)).statusCode).toBe(200)
    expect(
      await count(db(), 'subscription_periods', "provider_invoice_id = 'in_late_old_period'"),
    ).toBe(1)
    expect((await me()).subscription).toEqual(before.subscription)
  })

  it('buys a credit pack that adds to the current period once', async () => {
    const checkout = await post('/api/create-checkout-session-credits', {
      pack: 'pro-credits',
      userEmail: FREE,
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    await payInSandbox(testApp.app, checkout.json().url, PAYING_CARD)
    // The webhook, the success page and the reconciliation all report it: added once.
    await testApp.app.inject({
      url: `/api/checkout/sessions/${checkout.json().id}`,
      headers: bearer(free),
    })
    await testApp.app.payments.reconcile(0)
    expect((await me()).subscription).toMatchObject({
      remaining_total_orders: 14,
      remaining_customization_orders: 4,
    })
    const wrongPlan = await post('/api/create-checkout-session-credits', {
      pack: 'enterprise-credits',
      userEmail: FREE,
    })
    expect(wrongPlan.statusCode).toBe(409)
  })

  it('goes past due when a renewal payment fails, with an email', async () => {
    const [sub] = await db().select().from(sandboxSubscriptions)
    const failed = stripeShapedEvent('invoice.payment_failed', {
      id: 'in_failed_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub?.id } },
    })
    expect((await postEvent(testApp.app, failed, secret)).statusCode).toBe(200)
    expect((await me()).metadata.subscription_status).toBe('past_due')
    expect(await mails('Your Marquee payment failed')).toBe(1)
    await manage('advance')
    expect((await me()).metadata.subscription_status).toBe('active')
  })

  it('cancels at the period end, resumes, and ends when the period is over', async () => {
    await manage('cancel')
    const owner = await userId(FREE)
    const view = async () =>
      (await db().select().from(subscriptions).where(eq(subscriptions.userId, owner)))[0]
    expect(await view()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    await manage('resume')
    expect(await view()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
    await manage('cancel')
    await manage('advance')
    expect((await me()).metadata.subscription_status).toBe('canceled')
    expect(await mails('Your Marquee subscription has ended')).toBe(1)
  })

  it('mirrors a plan switch with the new plan’s credits', async () => {
    await subscribe('Pro', pro, 'pro@marquee.local')
    await manage('switch', { plan: 'Enterprise' }, pro)
    const profile = await me(pro)
    expect(profile.metadata.subscription_type).toBe('Enterprise')
    expect(profile.subscription).toMatchObject({
      remaining_total_orders: 50,
      remaining_customization_orders: 10,
    })
  })

  it('answers 403 for another customer and 404 without a subscription', async () => {
    expect(
      (
        await post('/api/create-checkout-session', {
          subscriptionType: 'Pro',
          userEmail: 'pro@marquee.local',
        })
      ).statusCode,
    ).toBe(403)
    expect((await post('/api/billing/portal', { userEmail: 'pro@marquee.local' })).statusCode).toBe(
      403,
    )
    const bad = await post('/api/create-checkout-session', {
      subscriptionType: 'Gold',
      userEmail: FREE,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^subscriptionType: /)
  })
})
