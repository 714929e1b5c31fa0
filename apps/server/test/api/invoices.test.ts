import { includedTaxCents } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, checkoutSessions, invoices, orders, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { stripeShapedEvent } from '../../src/services/payments/sandbox-events.ts'
import { adminHeaders, mailTo } from '../helpers/admin.ts'
import { invoicePdf, invoicesOf, pdfText } from '../helpers/invoices.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import {
  checkoutCart,
  hostedCart,
  PAYING_CARD,
  payInSandbox,
  postEvent,
  sandboxSecret,
} from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The seller from configuration, as a production store would name it. */
const SELLER = {
  SELLER_LEGAL_NAME: 'Lumen Signs Ltd',
  SELLER_ADDRESS: '7 Harbour Road; Portsmouth PO1 2AB; United Kingdom',
  SELLER_TAX_ID: 'GB123456789',
  INVOICE_TAX_PERCENT: '20',
}
const FREE = 'free@marquee.local'
const PRO = 'pro@marquee.local'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let admin: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp({ ...SELLER, COUPON_RATE_LIMIT: '1000' })
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  admin = await adminHeaders(testApp.app)
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const db = () => testApp.database.db
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  app().inject({ method: 'POST', url, payload, headers })

/** Pays a cart in the sandbox as the browser does; answers the store's checkout session. */
async function buyCart(tokens: Tokens, email: string, cart: Record<string, unknown> = hostedCart) {
  const checkout = await checkoutCart(app(), tokens, { userEmail: email, ...cart })
  expect(checkout.statusCode, checkout.body).toBe(200)
  expect((await payInSandbox(app(), checkout.json().url, PAYING_CARD)).statusCode).toBe(303)
  const [session] = await db()
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkout.json().id))
  if (!session) throw new Error('no checkout session')
  return session
}

/** Opens the sandbox manage page's link and submits one of its actions. */
async function manage(action: string, tokens: Tokens, email: string) {
  const portal = await post('/api/billing/portal', { userEmail: email }, bearer(tokens))
  expect(portal.statusCode, portal.body).toBe(200)
  const token = new URL(portal.json().url).searchParams.get('token') ?? ''
  const response = await app().inject({
    method: 'POST',
    url: `/sandbox/subscription/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  })
  expect(response.statusCode).toBe(303)
}

async function pay(url: string, payload: Record<string, unknown>, tokens: Tokens) {
  const checkout = await post(url, payload, bearer(tokens))
  expect(checkout.statusCode, checkout.body).toBe(200)
  expect((await payInSandbox(app(), checkout.json().url, PAYING_CARD)).statusCode).toBe(303)
}

const sequence = (number: string) => Number(number.split('-').pop())

describe('invoices of sandbox payments', () => {
  it('a paid cart gets one numbered invoice: seller from configuration, extras, discount, tax inside the total', async () => {
    const session = await buyCart(free, FREE)
    // The success page asks too: still one invoice.
    await app().inject({ url: `/api/checkout/sessions/${session.id}`, headers: bearer(free) })
    const [invoice, ...more] = await invoicesOf(app(), free)
    expect(more).toHaveLength(0)
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^MQ-\d{4}-000001$/),
      kind: 'invoice',
      total: session.amountCents / 100,
      tax: includedTaxCents(session.amountCents, 20) / 100,
      currency: 'usd',
      corrects: null,
    })
    const confirmation = (await mailTo(db(), FREE)).find((mail) =>
      mail.subject.includes('order is confirmed'),
    )
    expect(confirmation?.text).toContain(`your invoice ${invoice?.number}`)

    const pdf = await invoicePdf(app(), invoice?.id ?? '', bearer(free))
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf.rawPayload)
    for (const shown of [
      'INVOICE',
      'Lumen Signs Ltd',
      '7 Harbour Road',
      'Portsmouth PO1 2AB',
      'Tax ID: GB123456789',
      invoice?.number ?? '',
      FREE,
      'Customisation: Our name',
      'Rush order',
      'Discount',
      'Tax included (20%)',
      `$${(session.amountCents / 100).toFixed(2)}`,
    ]) {
      expect(text).toContain(shown)
    }
  })

  it('a plan, its renewal and a credit pack each get an invoice, numbered without gaps', async () => {
    await pay(
      '/api/create-checkout-session',
      { name: 'Pro', priceId: 'price_from_the_browser', quantity: 1, userEmail: FREE },
      free,
    )
    await pay(
      '/api/create-checkout-session-credits',
      { pack: 'pro-credits', userEmail: FREE },
      free,
    )
    await manage('advance', free, FREE)
    const listed = await invoicesOf(app(), free)
    expect(listed).toHaveLength(4)
    const pdfs = await Promise.all(
      listed.map(async (invoice) =>
        pdfText((await invoicePdf(app(), invoice.id, bearer(free))).rawPayload),
      ),
    )
    expect(pdfs.filter((text) => text.includes('Marquee Pro subscription'))).toHaveLength(2)
    expect(pdfs.filter((text) => text.includes('Pro credit pack'))).toHaveLength(1)
    const all = await db().select({ number: invoices.number }).from(invoices)
    expect(all.map((row) => sequence(row.number)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4])
  })

  it('a refund gets a credit note of its own series, naming the invoice it corrects', async () => {
    const [invoice] = (await invoicesOf(app(), free)).filter((row) => row.number.endsWith('000001'))
    const [order] = await db()
      .select()
      .from(orders)
      .innerJoin(invoices, eq(invoices.checkoutSessionId, orders.checkoutSessionId))
      .where(eq(invoices.id, invoice?.id ?? ''))
      .orderBy(orders.id)
    const refunded = await post(
      `/api/admin/orders/${order?.orders.id}/refund`,
      { reason: 'Wrong clip' },
      admin,
    )
    expect(refunded.json().outcome).toBe('refunded')
    const notes = (await invoicesOf(app(), free)).filter((row) => row.kind === 'credit_note')
    // The provider's charge.refunded that follows the store's refund adds no second one.
    expect(notes).toHaveLength(1)
    const [note] = notes
    expect(note).toMatchObject({
      number: expect.stringMatching(/^MQ-CN-\d{4}-000001$/),
      corrects: invoice?.number,
      total: (order?.orders.totalCents ?? 0) / 100,
    })
    const text = pdfText((await invoicePdf(app(), note?.id ?? '', bearer(free))).rawPayload)
    expect(text).toContain('CREDIT NOTE')
    expect(text).toContain(`This credit note corrects invoice ${invoice?.number}`)
    expect(text).toContain('Reason: Wrong clip')
    expect(text).toContain('Total credited')
  })

  it('a payment refunded in full at the provider gets a credit note for what it paid', async () => {
    const session = await buyCart(free, FREE, { lines: [hostedCart.lines[1]] })
    const invoice = (await invoicesOf(app(), free)).find(
      (row) => row.total === session.amountCents / 100 && row.kind === 'invoice',
    )
    const refunded = stripeShapedEvent('charge.refunded', {
      id: 'ch_dashboard_refund',
      object: 'charge',
      amount: session.amountCents,
      amount_refunded: session.amountCents,
      refunded: true,
      payment_intent: session.paymentIntentId,
    })
    expect((await postEvent(app(), refunded, await sandboxSecret(db()))).statusCode).toBe(200)
    const notes = (await invoicesOf(app(), free)).filter((row) => row.corrects === invoice?.number)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ kind: 'credit_note', total: session.amountCents / 100 })
  })
})

describe('who sees an invoice', () => {
  it("answers another customer's invoice as unknown (404); staff open and list every one", async () => {
    const [invoice] = await invoicesOf(app(), free)
    expect(await invoicesOf(app(), pro)).toEqual([])
    const theirs = await invoicePdf(app(), invoice?.id ?? '', bearer(pro))
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('No such invoice in your account')
    expect((await invoicePdf(app(), invoice?.id ?? '', admin)).statusCode).toBe(200)
    const unknown = await invoicePdf(app(), '00000000-0000-4000-8000-000000000000', bearer(free))
    expect(unknown.statusCode).toBe(404)
    const bad = await invoicePdf(app(), 'not-an-id', bearer(free))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('id')
    expect((await app().inject({ url: '/api/invoices' })).statusCode).toBe(401)

    const list = await app().inject({ url: '/api/admin/invoices?q=free@marquee', headers: admin })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().items.map((row: { number: string }) => row.number)).toContain(
      invoice?.number,
    )
    expect(list.json().items[0]).toMatchObject({ buyer_email: FREE })
    const asCustomer = await app().inject({ url: '/api/admin/invoices', headers: bearer(pro) })
    expect(asCustomer.statusCode).toBe(403)
  })
})

describe('tax exemption', () => {
  it('staff mark a church tax-exempt: its invoices carry no tax and show its tax id; audited', async () => {
    const [user] = await db().select().from(users).where(eq(users.email, PRO))
    const url = `/api/admin/customers/${user?.id}/tax`
    const unexplained = await post(url, { exempt: true }, admin)
    expect(unexplained.statusCode).toBe(400)
    expect(unexplained.json().message).toContain('reason')
    const marked = await post(
      url,
      { exempt: true, taxId: 'EIN 12-3456789', reason: 'Church: exemption certificate on file' },
      admin,
    )
    expect(marked.statusCode, marked.body).toBe(200)
    const cart = { lines: [hostedCart.lines[1]] }
    await buyCart(pro, PRO, cart)
    const [invoice] = await invoicesOf(app(), pro)
    expect(invoice?.tax).toBe(0)
    const text = pdfText((await invoicePdf(app(), invoice?.id ?? '', bearer(pro))).rawPayload)
    expect(text).toContain('Tax ID: EIN 12-3456789')
    expect(text).toContain('Tax (none charged)')
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.tax_exempt'))
    expect(audit?.entityId).toBe(user?.id)
  })
})
