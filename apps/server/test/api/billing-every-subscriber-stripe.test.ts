import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { customerCalls } from '../helpers/credits.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { postEvent } from '../helpers/payments.ts'
import { serveCheckoutSessions } from '../helpers/stripe-checkout-sessions.ts'
import {
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  serveCustomers,
  startStripeStandIn,
  stripeTestEnv,
} from '../helpers/stripe-stand-in.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PRO = 'pro@marquee.local'
const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400
let stripe: StripeStandIn
let customersMade: string[]
let testApp: TestApp
let demo: ReturnType<typeof customerCalls>

beforeAll(async () => {
  stripe = await startStripeStandIn()
  serveCheckoutSessions(stripe)
  customersMade = serveCustomers(stripe)
  testApp = await createTestApp({ ...stripeTestEnv(stripe.url) })
  demo = customerCalls(testApp.app, await signIn(testApp.app, PRO, DEMO_PASSWORD), PRO)
})

afterAll(async () => {
  await testApp.close()
  await stripe.close()
})

const created = () =>
  stripe.requests.filter((sent) => sent.method === 'POST' && sent.path === '/v1/checkout/sessions')

describe('with Stripe, a plan the shop set up (the Pro demo)', () => {
  it('gets a Stripe customer at its first checkout, and keeps it for every later one', async () => {
    expect((await demo.openPack()).statusCode).toBe(200)
    expect((await demo.openPack()).statusCode).toBe(200)
    expect(customersMade).toEqual(['cus_standin_1'])
    const made = stripe.requests.find((sent) => sent.path === '/v1/customers')
    expect(made?.form.get('email')).toBe(PRO)
    expect(made?.headers['idempotency-key']).toMatch(/^customer-/)
    for (const sent of created()) {
      expect(Object.fromEntries(sent.form)).toMatchObject({
        mode: 'payment',
        customer: 'cus_standin_1',
        'line_items[0][price]': 'price_pro_pack',
      })
      expect(sent.form.has('customer_email')).toBe(false)
    }
  })

  it('switches plan by a subscription checkout whose first invoice replaces the seeded plan', async () => {
    // A plan granted for most of a year still gives way to the paid one.
    await testApp.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 300 * 86400 * 1000) })
    const portal = await demo.portal()
    expect(portal.statusCode).toBe(409)
    const checkout = await demo.openPlan('Enterprise')
    expect(checkout.statusCode, checkout.body).toBe(200)
    expect(Object.fromEntries(created().at(-1)?.form ?? [])).toMatchObject({
      mode: 'subscription',
      customer: 'cus_standin_1',
      'line_items[0][price]': 'price_enterprise_monthly',
    })
    stripe.on('GET', '/v1/subscriptions/sub_switch', () => ({
      body: {
        id: 'sub_switch',
        object: 'subscription',
        customer: 'cus_standin_1',
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { marquee_session_id: checkout.json().id },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              price: { id: 'price_enterprise_monthly' },
              current_period_end: periodEnd,
            },
          ],
        },
      },
    }))
    const invoice = {
      id: 'evt_switch_invoice',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_switch',
          object: 'invoice',
          billing_reason: 'subscription_create',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_switch' },
          },
          lines: {
            object: 'list',
            data: [
              {
                period: { start: periodEnd - 30 * 86400, end: periodEnd },
                pricing: {
                  type: 'price_details',
                  price_details: { price: 'price_enterprise_monthly' },
                },
              },
            ],
          },
        },
      },
    }
    expect((await postEvent(testApp.app, invoice, STRIPE_TEST_WEBHOOK_SECRET)).statusCode).toBe(200)
    const profile = await demo.me()
    expect(profile.metadata.subscription_type).toBe('Enterprise')
    expect(profile.subscription).toMatchObject({ billed: true, period_downloads_left: 50 })
    expect(Date.parse(profile.subscription.subscription_end_date ?? '')).toBe(periodEnd * 1000)

    stripe.on('POST', '/v1/billing_portal/sessions', () => ({
      body: {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/1',
      },
    }))
    const opened = await demo.portal()
    expect(opened.json()).toEqual({ url: 'https://billing.stripe.com/p/1' })
    const sent = stripe.requests.findLast(
      (request) => request.path === '/v1/billing_portal/sessions',
    )
    expect(sent?.form.get('customer')).toBe('cus_standin_1')
  })
})
