import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxSubscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { PAYING_CARD, payInSandbox, postEvent, sandboxSecret } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let secret: string
/** Every event the sandbox signed and delivered, as Stripe's dashboard would list them. */
const delivered: { id: string; type: string }[] = []

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  secret = await sandboxSecret(testApp.database.db)
  const sandbox = testApp.app.sandbox
  if (!sandbox) throw new Error('the sandbox takes the payments in these tests')
  const deliver = sandbox.deliver
  sandbox.deliver = async (event) => {
    delivered.push(event)
    return deliver(event)
  }
})

afterAll(async () => {
  await testApp.close()
})

const FREE = 'free@marquee.local'
const me = async (tokens = free) =>
  (await testApp.app.inject({ url: '/api/me', headers: bearer(tokens) })).json()
const post = (url: string, payload: Record<string, unknown>, tokens: Tokens | null = free) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: tokens ? bearer(tokens) : {} })
const resume = (tokens: Tokens | null = free) => post('/api/subscription/resume', {}, tokens)

/** Presses a button on the sandbox's manage page, as the customer does. */
async function manage(action: 'cancel' | 'resume' | 'advance') {
  const portal = await post('/api/billing/portal', { userEmail: FREE })
  expect(portal.statusCode, portal.body).toBe(200)
  const token = new URL(portal.json().url).searchParams.get('token') ?? ''
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/sandbox/subscription/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  })
  expect(response.statusCode).toBe(303)
}

const lastEvent = (type: string) => {
  const event = delivered.findLast((sent) => sent.type === type)
  if (!event) throw new Error(`no ${type} was delivered`)
  return event
}

describe('a cancellation at the period’s end, shown and resumed (sandbox)', () => {
  it('shows no cancellation while the plan renews', async () => {
    const checkout = await post('/api/create-checkout-session', {
      subscriptionType: 'Pro',
      userEmail: FREE,
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    await payInSandbox(testApp.app, checkout.json().url, PAYING_CARD)
    const profile = await me()
    expect(profile.metadata.subscription_status).toBe('active')
    expect(profile.subscription.cancel_at).toBeNull()
  })

  it('carries cancel_at = the period’s end after cancelling on the manage page', async () => {
    await manage('cancel')
    const { subscription, metadata } = await me()
    expect(metadata.subscription_status).toBe('active')
    expect(subscription.cancel_at).not.toBeNull()
    expect(subscription.cancel_at).toBe(subscription.subscription_end_date)
  })

  it('ignores the cancellation replayed, and keeps the latest state when it arrives late', async () => {
    const cancelled = lastEvent('customer.subscription.updated')
    await manage('resume')
    expect((await me()).subscription.cancel_at).toBeNull()
    // The same event again: already applied, nothing changes.
    const replay = await postEvent(testApp.app, cancelled, secret)
    expect(replay.statusCode).toBe(200)
    expect((await me()).subscription.cancel_at).toBeNull()
    // The cancellation's event delivered late under a new id: the provider says it renews.
    const late = await postEvent(testApp.app, { ...cancelled, id: `${cancelled.id}_late` }, secret)
    expect(late.statusCode).toBe(200)
    expect((await me()).subscription.cancel_at).toBeNull()
  })

  it('resumes from the account: the provider renews again and /api/me says so at once', async () => {
    await manage('cancel')
    const ending = (await me()).subscription
    expect(ending.cancel_at).toBe(ending.subscription_end_date)
    const events = delivered.length

    const response = await resume()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().subscription).toMatchObject({
      cancel_at: null,
      subscription_end_date: ending.subscription_end_date,
    })
    const [provider] = await testApp.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.status, 'active'))
    expect(provider?.cancelAtPeriodEnd).toBe(false)
    // The sandbox told the store by a signed event, as Stripe would.
    expect(delivered.slice(events).map((event) => event.type)).toEqual([
      'customer.subscription.updated',
    ])
    expect((await me()).subscription.cancel_at).toBeNull()

    // Pressed twice (a double click): nothing more happens.
    expect((await resume()).statusCode).toBe(200)
    expect(delivered).toHaveLength(events + 1)
  })

  it('takes 20 Resume presses at once as one: one change at the provider, one event', async () => {
    await manage('cancel')
    expect((await me()).subscription.cancel_at).not.toBeNull()
    const events = delivered.length
    const answers = await Promise.all(Array.from({ length: 20 }, () => resume()))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(answers.every((answer) => answer.json().subscription.cancel_at === null)).toBe(true)
    expect(delivered.slice(events).map((event) => event.type)).toEqual([
      'customer.subscription.updated',
    ])
    expect((await me()).subscription.cancel_at).toBeNull()
  })

  it('answers 401 signed out and 404 with nothing to resume', async () => {
    expect((await resume(null)).statusCode).toBe(401)
    const none = await resume(pro)
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toMatch(/no subscription to resume/)
  })

  it('clears the cancellation when the period ends and the plan stops', async () => {
    await manage('cancel')
    await manage('advance')
    const { metadata, subscription } = await me()
    expect(metadata.subscription_status).toBe('canceled')
    expect(subscription.cancel_at).toBeNull()
    expect((await resume()).statusCode).toBe(404)
  })
})
