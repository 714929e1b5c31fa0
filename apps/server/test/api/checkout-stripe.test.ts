import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, count, orderForm, postEvent } from '../helpers/payments.ts'
import { checkoutObject, serveCheckoutSessions } from '../helpers/stripe-checkout-sessions.ts'
import { firstPeriodInvoice } from '../helpers/stripe-invoices.ts'
import {
  STRIPE_TEST_WEBHOOK_SECRET,
  serveCustomers,
  stripeTestStore,
} from '../helpers/stripe-stand-in.ts'

const WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET
let free: Tokens
let firstPrice: number
const store = stripeTestStore({
  serve: (stripe) => {
    serveCheckoutSessions(stripe)
    serveCustomers(stripe)
  },
})

beforeAll(async () => {
  free = await signIn(store.testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  const [first] = await store.testApp.database.db
    .select()
    .from(products)
    .orderBy(products.id)
    .limit(1)
  firstPrice = first?.priceCents ?? 0
})

/** The id the stand-in gave the newest Checkout Session. */
const newestProviderId = () =>
  `cs_test_standin_${store.stripe.requests.filter((sent) => sent.method === 'POST' && sent.path === '/v1/checkout/sessions').length}`

async function openCheckout() {
  const response = await checkoutCart(store.testApp.app, free, {
    userEmail: 'free@marquee.local',
    lines: [{ productId: 1, quantity: 1, formData: { ...orderForm, rushOrder: 'yes' } }],
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string; url: string }
}

describe('the Stripe provider, against a local stand-in for its API', () => {
  it('opens a Checkout Session with the server price and the store’s own references', async () => {
    const { id, url } = await openCheckout()
    const request = store.stripe.requests.findLast((sent) => sent.path === '/v1/checkout/sessions')
    if (!request) throw new Error('no checkout session was created')
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_/)
    expect(request.headers.authorization).toBe('Bearer sk_test_offline')
    expect(request.headers['idempotency-key']).toBe(`checkout-${id}`)
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: id,
      customer_email: 'free@marquee.local',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(firstPrice + 4000),
      'line_items[0][quantity]': '1',
      success_url: `http://localhost:3000/pages/checkout/success?session_id=${id}`,
      cancel_url: `http://localhost:3000/shop/cart?checkout_cancelled=${id}`,
      'metadata[marquee_session_id]': id,
      'payment_intent_data[metadata][marquee_session_id]': id,
    })
  })

  it('fulfils on an event signed by Stripe’s helper and verified by constructEvent', async () => {
    const { id } = await openCheckout()
    const providerId = newestProviderId()
    const event = {
      id: 'evt_standin_paid',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: checkoutObject(providerId, {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_standin_1',
        }),
      },
    }
    const payload = JSON.stringify(event)
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect(Stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe(event.id)

    const response = await postEvent(store.testApp.app, event, WEBHOOK_SECRET)
    expect(response.statusCode).toBe(200)
    expect(
      await count(
        store.testApp.database.db,
        'orders',
        `checkout_session_id = '${id}' and payment_status = 'paid'`,
      ),
    ).toBe(1)
    const wrongSecret = await postEvent(store.testApp.app, { ...event, id: 'evt_2' }, 'whsec_other')
    expect(wrongSecret.statusCode).toBe(400)
  })

  it('asks Stripe about an open checkout when the success page calls, and expires one on cancel', async () => {
    const { id } = await openCheckout()
    const providerId = newestProviderId()
    store.stripe.on('GET', `/v1/checkout/sessions/${providerId}`, () => ({
      body: checkoutObject(providerId, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_standin_2',
      }),
    }))
    const state = await store.testApp.app.inject({
      url: `/api/checkout/sessions/${id}`,
      headers: bearer(free),
    })
    expect(state.json()).toMatchObject({ status: 'complete' })
    expect(state.json().orders[0].payment_status).toBe('paid')

    const other = await openCheckout()
    const otherId = newestProviderId()
    store.stripe.on('POST', `/v1/checkout/sessions/${otherId}/expire`, () => ({
      body: checkoutObject(otherId, { status: 'expired' }),
    }))
    store.stripe.on('GET', `/v1/checkout/sessions/${otherId}`, () => ({
      body: checkoutObject(otherId, { status: 'expired' }),
    }))
    const cancel = await store.testApp.app.inject({
      method: 'POST',
      url: `/api/checkout/sessions/${other.id}/cancel`,
      headers: bearer(free),
    })
    expect(cancel.statusCode).toBe(204)
    expect(
      store.stripe.requests.some((sent) => sent.path === `/v1/checkout/sessions/${otherId}/expire`),
    ).toBe(true)
    expect(
      await count(
        store.testApp.database.db,
        'orders',
        `checkout_session_id = '${other.id}' and order_status = 'expired'`,
      ),
    ).toBe(1)
  })

  it('expires the customer’s earlier open Checkout Session at Stripe when they check out again', async () => {
    const first = await openCheckout()
    const firstProviderId = newestProviderId()
    const second = await openCheckout()
    const expired = store.stripe.requests.filter(
      (sent) => sent.method === 'POST' && sent.path.endsWith('/expire'),
    )
    expect(expired.at(-1)?.path).toBe(`/v1/checkout/sessions/${firstProviderId}/expire`)
    expect(
      await count(
        store.testApp.database.db,
        'orders',
        `checkout_session_id = '${first.id}' and order_status = 'expired'`,
      ),
    ).toBe(1)
    expect(
      await count(
        store.testApp.database.db,
        'checkout_sessions',
        `id in ('${first.id}', '${second.id}') and status = 'open'`,
      ),
    ).toBe(1)
  })

  it('finds the checkout of a refunded payment through Stripe when the store has not seen it', async () => {
    store.stripe.on('GET', '/v1/checkout/sessions', () => ({
      body: { object: 'list', data: [], has_more: false, url: '/v1/checkout/sessions' },
    }))
    const refund = {
      id: 'evt_refund_unknown',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_unknown' },
      },
    }
    const response = await postEvent(store.testApp.app, refund, WEBHOOK_SECRET)
    expect(response.statusCode).toBe(200)
    const listed = store.stripe.requests.findLast(
      (sent) => sent.method === 'GET' && sent.path === '/v1/checkout/sessions',
    )
    expect(listed?.query.get('payment_intent')).toBe('pi_unknown')
  })

  it('subscribes with the plan’s price id, applies the invoice after re-reading Stripe, opens the portal', async () => {
    const checkout = await store.testApp.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: bearer(free),
      payload: { subscriptionType: 'Pro', userEmail: 'free@marquee.local' },
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const sessionId = checkout.json().id
    const created = store.stripe.requests.findLast((sent) => sent.path === '/v1/checkout/sessions')
    // The customer is made before the first plan checkout, so the portal finds it later.
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      mode: 'subscription',
      customer: 'cus_standin_1',
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][marquee_session_id]': sessionId,
    })
    expect(created?.form.has('line_items[0][price_data][unit_amount]')).toBe(false)

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400
    store.stripe.on('GET', '/v1/subscriptions/sub_standin_1', () => ({
      body: {
        id: 'sub_standin_1',
        object: 'subscription',
        customer: 'cus_standin_1',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { marquee_session_id: sessionId },
        items: {
          object: 'list',
          data: [{ id: 'si_1', price: { id: 'price_pro_monthly' }, current_period_end: periodEnd }],
        },
      },
    }))
    const invoice = {
      id: 'evt_invoice_paid_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: firstPeriodInvoice('in_standin_1', 'sub_standin_1', 'price_pro_monthly', periodEnd),
      },
    }
    expect((await postEvent(store.testApp.app, invoice, WEBHOOK_SECRET)).statusCode).toBe(200)
    const me = await store.testApp.app.inject({ url: '/api/me', headers: bearer(free) })
    expect(me.json().metadata).toMatchObject({
      subscription_type: 'Pro',
      subscription_status: 'active',
    })

    store.stripe.on('POST', '/v1/billing_portal/sessions', () => ({
      body: {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/1',
      },
    }))
    const portal = await store.testApp.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: bearer(free),
      payload: { userEmail: 'free@marquee.local' },
    })
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/1' })
    const sent = store.stripe.requests.findLast(
      (request) => request.path === '/v1/billing_portal/sessions',
    )
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      customer: 'cus_standin_1',
      return_url: 'http://localhost:3000/pages/account',
    })

    const pack = await store.testApp.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session-credits',
      headers: bearer(free),
      payload: { pack: 'pro-credits', userEmail: 'free@marquee.local' },
    })
    expect(pack.statusCode, pack.body).toBe(200)
    const packRequest = store.stripe.requests.findLast(
      (request) => request.path === '/v1/checkout/sessions',
    )
    expect(Object.fromEntries(packRequest?.form ?? [])).toMatchObject({
      mode: 'payment',
      customer: 'cus_standin_1',
      'line_items[0][price]': 'price_pro_pack',
    })
    expect(packRequest?.form.has('customer_email')).toBe(false)
  })
})
