import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { billingCustomers, invoices, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { stripeShapedEvent } from '../../src/services/payments/sandbox-events.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { invoicePdf, invoicesOf } from '../helpers/invoices.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, postEvent } from '../helpers/payments.ts'
import { checkoutObject, serveCheckoutSessions } from '../helpers/stripe-checkout-sessions.ts'
import { serveCustomers, stripeInvoiceObject } from '../helpers/stripe-invoices.ts'
import { STRIPE_TEST_WEBHOOK_SECRET, stripeTestStore } from '../helpers/stripe-stand-in.ts'

const FREE = 'free@marquee.local'
let free: Tokens
let admin: Record<string, string>

const store = stripeTestStore({
  serve: (stripe) => {
    serveCheckoutSessions(stripe)
    serveCustomers(stripe)
  },
  env: { STRIPE_TAX: 'on' },
})

beforeAll(async () => {
  free = await signIn(store.testApp.app, FREE, DEMO_PASSWORD)
  admin = await adminHeaders(store.testApp.app)
}, 60_000)

const checkoutsSent = () =>
  store.stripe.requests.filter(
    (sent) => sent.method === 'POST' && sent.path === '/v1/checkout/sessions',
  )

async function openCheckout() {
  const response = await checkoutCart(store.testApp.app, free, {
    userEmail: FREE,
    lines: [{ productId: 1, quantity: 1, formData: { ...orderForm, rushOrder: 'yes' } }],
  })
  expect(response.statusCode, response.body).toBe(200)
  const sent = checkoutsSent().at(-1)
  if (!sent) throw new Error('no Checkout Session was created')
  return { id: response.json().id as string, form: Object.fromEntries(sent.form) }
}

describe('invoices and tax with Stripe', () => {
  it('asks Checkout for an invoice, Stripe Tax inside the prices, and the buyer’s tax id', async () => {
    const { id, form } = await openCheckout()
    expect(form).toMatchObject({
      'invoice_creation[enabled]': 'true',
      'invoice_creation[invoice_data][metadata][marquee_session_id]': id,
      'automatic_tax[enabled]': 'true',
      'tax_id_collection[enabled]': 'true',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
    })
  })

  it("records Stripe's invoice from its webhook, and the PDF route sends the buyer to Stripe's PDF", async () => {
    const { id } = await openCheckout()
    const providerId = `cs_test_standin_${checkoutsSent().length}`
    const paid = checkoutObject(providerId, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_standin_invoice',
    })
    const send = (type: string, object: Record<string, unknown>) =>
      postEvent(store.testApp.app, stripeShapedEvent(type, object), STRIPE_TEST_WEBHOOK_SECRET)
    expect((await send('checkout.session.completed', paid)).statusCode).toBe(200)
    // Stripe issues the invoice: the store numbers none of its own.
    expect(await invoicesOf(store.testApp.app, free)).toEqual([])

    const finalized = stripeInvoiceObject('in_standin_1', id, { status: 'open', invoice_pdf: null })
    expect((await send('invoice.finalized', finalized)).statusCode).toBe(200)
    expect((await send('invoice.paid', stripeInvoiceObject('in_standin_1', id))).statusCode).toBe(
      200,
    )
    const [invoice, ...more] = await invoicesOf(store.testApp.app, free)
    expect(more).toEqual([])
    expect(invoice).toMatchObject({ number: 'A1B2C3D4-0001', total: 55, tax: 4.2 })
    const [row] = await store.testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''))
    expect(row?.buyer).toMatchObject({ name: 'St Mary School', taxId: '12-3456789' })
    expect(row?.checkoutSessionId).toBe(id)
    const pdf = await invoicePdf(store.testApp.app, invoice?.id ?? '', bearer(free))
    expect(pdf.statusCode).toBe(302)
    expect(pdf.headers.location).toBe('https://pay.stripe.com/invoice/acct_1/test_invoice/pdf')
  })

  it("staff's tax exemption is set on the Stripe customer, made when first needed, and used at checkout", async () => {
    const [user] = await store.testApp.database.db.select().from(users).where(eq(users.email, FREE))
    const url = `/api/admin/customers/${user?.id}/tax`
    const reason = 'School: exemption certificate on file'
    const marked = await store.testApp.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { exempt: true, reason },
    })
    expect(marked.statusCode, marked.body).toBe(200)
    const created = store.stripe.requests.findLast((sent) => sent.path === '/v1/customers')
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      email: FREE,
      tax_exempt: 'exempt',
    })
    const [billing] = await store.testApp.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user?.id ?? ''))
    expect(billing?.providerCustomerId).toBe('cus_standin_exempt')

    const { form } = await openCheckout()
    expect(form).toMatchObject({
      customer: 'cus_standin_exempt',
      'customer_update[name]': 'auto',
      'customer_update[address]': 'auto',
    })
    expect(form.customer_email).toBeUndefined()

    await store.testApp.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { exempt: false, reason: 'Certificate expired' },
    })
    const updated = store.stripe.requests.findLast(
      (sent) => sent.path === '/v1/customers/cus_standin_exempt',
    )
    expect(updated?.form.get('tax_exempt')).toBe('none')
  })

  it("records a subscription's invoice from the same invoice.paid that opens its period", async () => {
    const checkout = await store.testApp.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: bearer(free),
      payload: { subscriptionType: 'Pro', userEmail: FREE },
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const sessionId = checkout.json().id
    const end = Math.floor(Date.now() / 1000) + 30 * 86400
    store.stripe.on('GET', '/v1/subscriptions/sub_standin_invoiced', () => ({
      body: {
        id: 'sub_standin_invoiced',
        object: 'subscription',
        customer: 'cus_standin_buyer',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { marquee_session_id: sessionId },
        items: {
          object: 'list',
          data: [{ id: 'si_1', price: { id: 'price_pro_monthly' }, current_period_end: end }],
        },
      },
    }))
    const invoice = stripeInvoiceObject('in_standin_plan', '', {
      number: 'A1B2C3D4-0002',
      billing_reason: 'subscription_create',
      subtotal: 2900,
      total: 2900,
      total_taxes: [],
      metadata: {},
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: 'sub_standin_invoiced',
          metadata: { marquee_session_id: sessionId },
        },
      },
      lines: {
        object: 'list',
        data: [
          {
            description: '1 × Marquee Pro (at $29.00 / month)',
            quantity: 1,
            amount: 2900,
            period: { start: end - 30 * 86400, end },
            pricing: { type: 'price_details', price_details: { price: 'price_pro_monthly' } },
          },
        ],
      },
    })
    const event = stripeShapedEvent('invoice.paid', invoice)
    expect((await postEvent(store.testApp.app, event, STRIPE_TEST_WEBHOOK_SECRET)).statusCode).toBe(
      200,
    )
    const listed = await invoicesOf(store.testApp.app, free)
    expect(listed.find((row) => row.number === 'A1B2C3D4-0002')).toMatchObject({
      total: 29,
      tax: 0,
    })
    const me = await store.testApp.app.inject({ url: '/api/me', headers: bearer(free) })
    expect(me.json().metadata).toMatchObject({ subscription_type: 'Pro' })
  })
})
