import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { postEvent } from '../helpers/payments.ts'
import { firstPeriodInvoice } from '../helpers/stripe-invoices.ts'
import {
  STRIPE_TEST_WEBHOOK_SECRET,
  serveCustomers,
  stripeTestStore,
} from '../helpers/stripe-stand-in.ts'

const WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET
const SUBSCRIPTION = '/v1/subscriptions/sub_standin_cancel'
const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
let free: Tokens
/** What Stripe holds: the stand-in answers it and applies the store's updates to it. */
const held = { cancel_at_period_end: false, cancel_at: null as number | null }
let checkoutSessionId = ''
let events = 0

const subscriptionObject = () => ({
  id: 'sub_standin_cancel',
  object: 'subscription',
  customer: 'cus_standin_cancel',
  status: 'active',
  ...held,
  metadata: { marquee_session_id: checkoutSessionId },
  items: {
    object: 'list',
    data: [{ id: 'si_1', price: { id: 'price_pro_monthly' }, current_period_end: periodEnd }],
  },
})

/** A Billing event as Stripe sends it; the store re-reads the subscription whatever it carries. */
const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_cancel_${++events}`,
  object: 'event',
  type,
  data: { object },
})

const me = async () =>
  (await store.testApp.app.inject({ url: '/api/me', headers: bearer(free) })).json()
const resume = () =>
  store.testApp.app.inject({
    method: 'POST',
    url: '/api/subscription/resume',
    headers: bearer(free),
  })
const updates = () =>
  store.stripe.requests.filter((sent) => sent.method === 'POST' && sent.path === SUBSCRIPTION)

const store = stripeTestStore({
  serve: (stripe) => {
    serveCustomers(stripe)
    stripe.on('POST', '/v1/checkout/sessions', () => ({
      body: {
        id: 'cs_test_standin_cancel',
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: 'https://checkout.stripe.com/c/pay/cs_test_standin_cancel',
      },
    }))
    stripe.on('GET', SUBSCRIPTION, () => ({ body: subscriptionObject() }))
    stripe.on('POST', SUBSCRIPTION, (request) => {
      if (request.form.get('cancel_at_period_end') === 'false') {
        held.cancel_at_period_end = false
        held.cancel_at = null
      }
      if (request.form.get('cancel_at') === '') held.cancel_at = null
      return { body: subscriptionObject() }
    })
  },
})

beforeAll(async () => {
  free = await signIn(store.testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  const checkout = await store.testApp.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: bearer(free),
    payload: { subscriptionType: 'Pro', userEmail: 'free@marquee.local' },
  })
  expect(checkout.statusCode, checkout.body).toBe(200)
  checkoutSessionId = checkout.json().id
  // The subscription's first invoice: the customer is on Pro until periodEnd.
  const invoice = event(
    'invoice.paid',
    firstPeriodInvoice('in_standin_cancel', 'sub_standin_cancel', 'price_pro_monthly', periodEnd),
  )
  expect((await postEvent(store.testApp.app, invoice, WEBHOOK_SECRET)).statusCode).toBe(200)
})

describe('a cancellation made in Stripe’s portal, shown and resumed', () => {
  it('records the cancellation customer.subscription.updated carries', async () => {
    expect((await me()).subscription.cancel_at).toBeNull()
    held.cancel_at_period_end = true
    held.cancel_at = periodEnd
    const cancelled = event('customer.subscription.updated', subscriptionObject())
    expect((await postEvent(store.testApp.app, cancelled, WEBHOOK_SECRET)).statusCode).toBe(200)
    expect((await me()).subscription).toMatchObject({
      cancel_at: iso(periodEnd),
      subscription_end_date: iso(periodEnd),
    })
  })

  it('resumes by setting cancel_at_period_end false through the API, shown at once', async () => {
    const response = await resume()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().subscription.cancel_at).toBeNull()
    expect(updates().map((sent) => Object.fromEntries(sent.form))).toEqual([
      { cancel_at_period_end: 'false' },
    ])
    expect(updates()[0]?.headers.authorization).toBe('Bearer sk_test_offline')
    // Stripe's event about the resume comes later and changes nothing more.
    const resumed = event('customer.subscription.updated', subscriptionObject())
    expect((await postEvent(store.testApp.app, resumed, WEBHOOK_SECRET)).statusCode).toBe(200)
    expect((await me()).subscription.cancel_at).toBeNull()
  })

  it('shows a cancellation at a chosen date and undoes it by clearing cancel_at', async () => {
    const date = periodEnd - 7 * 86400
    held.cancel_at = date
    const cancelled = event('customer.subscription.updated', subscriptionObject())
    expect((await postEvent(store.testApp.app, cancelled, WEBHOOK_SECRET)).statusCode).toBe(200)
    expect((await me()).subscription.cancel_at).toBe(iso(date))

    expect((await resume()).statusCode).toBe(200)
    expect(Object.fromEntries(updates().at(-1)?.form ?? [])).toEqual({ cancel_at: '' })
    expect((await me()).subscription.cancel_at).toBeNull()
  })
})
