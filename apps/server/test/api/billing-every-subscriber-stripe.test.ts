import { beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { customerCalls } from '../helpers/credits.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { postEvent } from '../helpers/payments.ts'
import { serveCheckoutSessions } from '../helpers/stripe-checkout-sessions.ts'
import { firstPeriodInvoice } from '../helpers/stripe-invoices.ts'
import {
  STRIPE_TEST_WEBHOOK_SECRET,
  serveCustomers,
  stripeTestStore,
} from '../helpers/stripe-stand-in.ts'

const PRO = 'pro@marquee.local'
const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400
let customersMade: string[]
let demo: ReturnType<typeof customerCalls>

const store = stripeTestStore({
  serve: (stripe) => {
    serveCheckoutSessions(stripe)
    customersMade = serveCustomers(stripe)
  },
})

beforeAll(async () => {
  demo = customerCalls(store.testApp.app, await signIn(store.testApp.app, PRO, DEMO_PASSWORD), PRO)
})

const created = () =>
  store.stripe.requests.filter(
    (sent) => sent.method === 'POST' && sent.path === '/v1/checkout/sessions',
  )

describe('with Stripe, a plan the shop set up (the Pro demo)', () => {
  it('gets a Stripe customer at its first checkout, and keeps it for every later one', async () => {
    expect((await demo.openPack()).statusCode).toBe(200)
    expect((await demo.openPack()).statusCode).toBe(200)
    expect(customersMade).toEqual(['cus_standin_1'])
    const made = store.stripe.requests.find((sent) => sent.path === '/v1/customers')
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
    await store.testApp.database.db
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
    store.stripe.on('GET', '/v1/subscriptions/sub_switch', () => ({
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
        object: firstPeriodInvoice(
          'in_switch',
          'sub_switch',
          'price_enterprise_monthly',
          periodEnd,
        ),
      },
    }
    expect(
      (await postEvent(store.testApp.app, invoice, STRIPE_TEST_WEBHOOK_SECRET)).statusCode,
    ).toBe(200)
    const profile = await demo.me()
    expect(profile.metadata.subscription_type).toBe('Enterprise')
    expect(profile.subscription).toMatchObject({ billed: true, period_downloads_left: 50 })
    expect(Date.parse(profile.subscription.subscription_end_date ?? '')).toBe(periodEnd * 1000)

    store.stripe.on('POST', '/v1/billing_portal/sessions', () => ({
      body: {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/1',
      },
    }))
    const opened = await demo.portal()
    expect(opened.json()).toEqual({ url: 'https://billing.stripe.com/p/1' })
    const sent = store.stripe.requests.findLast(
      (request) => request.path === '/v1/billing_portal/sessions',
    )
    expect(sent?.form.get('customer')).toBe('cus_standin_1')
  })
})
