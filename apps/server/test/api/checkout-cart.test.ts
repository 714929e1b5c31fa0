import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions, discounts, mailOutbox, products } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  checkoutSessionObject,
  stripeShapedEvent,
} from '../../src/services/payments/sandbox-events.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import {
  chargedEvent,
  checkoutCart,
  count,
  DECLINED_CARD,
  openCartCheckout,
  orderForm,
  PAYING_CARD,
  payInSandbox,
  postEvent,
  sandboxSecret,
} from '../helpers/payments.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let secret: string
let priceOf: Map<number, number>

beforeAll(async () => {
  testApp = await createTestApp({ COUPON_RATE_LIMIT: '1000' })
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  secret = await sandboxSecret(testApp.database.db)
  const rows = await testApp.database.db.select().from(products)
  priceOf = new Map(rows.map((row) => [row.id, row.priceCents]))
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const mailsTo = (email: string) => count(db(), 'mail_outbox', `to_address = '${email}'`)

const openCheckout = (tokens = free, extra: Record<string, unknown> = {}) =>
  openCartCheckout(
    testApp.app,
    tokens,
    tokens === free ? 'free@marquee.local' : 'pro@marquee.local',
    extra,
  )

const sessionState = (id: string, tokens = free) =>
  testApp.app.inject({ url: `/api/checkout/sessions/${id}`, headers: bearer(tokens) })

describe('cart checkout through the sandbox', () => {
  it('charges the server price, pays the orders once, records the coupon and mails once', async () => {
    const before = await mailsTo('free@marquee.local')
    const response = await checkoutCart(testApp.app, free, {
      userEmail: 'free@marquee.local',
      // What an altered browser might send: none of it may change the charge.
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 1, product_data: { name: 'Cart Purchase' } },
          quantity: 1,
        },
      ],
      total_price: 0.01,
      status: 'paid',
      lines: [
        { productId: 1, quantity: 1, formData: orderForm, unit_amount: 1 },
        { productId: 2, quantity: 2, formData: { ...orderForm, rushOrder: 'yes' } },
      ],
      couponCode: 'welcome10',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { id, url } = response.json()
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_test_sandbox_/)

    const first = priceOf.get(1) ?? 0
    const second = ((priceOf.get(2) ?? 0) + 4000) * 2
    const expected = first - Math.round(first / 10) + second - Math.round(second / 10)
    const [session] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
    expect(session?.amountCents).toBe(expected)
    expect(session?.couponState).toBe('reserved')

    const page = await testApp.app.inject({ url: new URL(url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`$${(expected / 100).toFixed(2)}`)
    expect(page.headers['content-security-policy']).toMatch(/style-src 'nonce-[^']+'/)

    const paid = await payInSandbox(testApp.app, url, PAYING_CARD)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(
      `http://localhost:3000/pages/checkout/success?session_id=${id}`,
    )

    const state = await sessionState(id)
    expect(state.json()).toMatchObject({ status: 'complete', amount: expected / 100 })
    expect(state.json().orders).toHaveLength(2)
    for (const order of state.json().orders) {
      expect(order).toMatchObject({ payment_status: 'paid', status: 'pending' })
    }
    expect(
      await count(
        db(),
        'purchases',
        `order_id in (select id from orders where checkout_session_id = '${id}')`,
      ),
    ).toBe(2)
    expect(await count(db(), 'discount_uses', `checkout_session_id = '${id}'`)).toBe(1)
    expect(await mailsTo('free@marquee.local')).toBe(before + 1)
    const used = await testApp.app.inject({
      url: '/api/discounts?userEmail=free@marquee.local',
      headers: bearer(free),
    })
    expect(used.json()).toEqual([expect.objectContaining({ discount_code: 'WELCOME10' })])
  })

  it('mails the confirmation as HTML and text, with the clip, its options and the total', async () => {
    const title = 'Neon <script>alert(1)</script> Diner'
    const [product] = await db()
      .update(products)
      .set({ title })
      .where(eq(products.id, 1))
      .returning({ before: sql<string>`(select title from products where id = 1)` })
    try {
      const { url } = await openCheckout(free)
      expect((await payInSandbox(testApp.app, url, PAYING_CARD)).statusCode).toBe(303)
    } finally {
      await db()
        .update(products)
        .set({ title: product?.before ?? '' })
        .where(eq(products.id, 1))
    }
    const [mail] = await rendered(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'free@marquee.local'))
        .orderBy(sql`${mailOutbox.id} desc`)
        .limit(1),
    )
    const total = `$${((priceOf.get(1) ?? 0) / 100).toFixed(2)}`
    expect(mail?.subject).toBe('Your Marquee order is confirmed')
    const html = mail?.htmlBody?.replaceAll('<!-- -->', '') ?? ''
    expect(html).toContain('Neon &lt;script&gt;alert(1)&lt;/script&gt; Diner × 1 (mp4)')
    expect(html).not.toContain('<script>')
    expect(html).toContain('384×192, 2:1')
    expect(html).toContain(`Total paid: ${total}`)
    expect(html).toContain('href="http://localhost:3000/pages/account#invoices"')
    expect(html).toMatch(/your invoice MQ-\d{4}-\d{6} is there as a PDF/)
    expect(mail?.textBody).toContain(`${title} × 1 (mp4)`)
    expect(mail?.textBody).toContain(`Total paid: ${total}`)
    expect(mail?.textBody.split('\n')).toContain('http://localhost:3000/pages/account#invoices')
  })

  it('tells the shop of a paid customised line, as Submit Order does, and the customer, once', async () => {
    const custom = { ...orderForm, customization: 'yes', comments: 'Say <b>OPEN LATE</b> in red' }
    const opened = await checkoutCart(testApp.app, free, {
      userEmail: 'free@marquee.local',
      lines: [
        { productId: 1, quantity: 1, formData: orderForm },
        { productId: 2, quantity: 1, formData: { ...custom, rushOrder: 'yes' } },
      ],
    })
    expect(opened.statusCode, opened.body).toBe(200)
    const { id, url } = opened.json() as { id: string; url: string }
    const { event } = await chargedEvent(db(), url)
    const shopBefore = await mailsTo('shop@marquee.local')
    await Promise.all([
      postEvent(testApp.app, event, secret),
      postEvent(testApp.app, { ...event, id: 'evt_custom_again' }, secret),
      sessionState(id),
    ])
    const state = await sessionState(id)
    const customOrder = state
      .json()
      .orders.find((order: { customization_requests: string }) => order.customization_requests)
    const shopMail = await rendered(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `New customised order #${customOrder.id} (RUSH)`)),
    )
    expect(shopMail).toHaveLength(1)
    expect(shopMail[0]?.toAddress).toBe('shop@marquee.local')
    expect(shopMail[0]?.textBody).toContain('free@marquee.local')
    expect(shopMail[0]?.textBody).toContain('Say <b>OPEN LATE</b> in red')
    expect(shopMail[0]?.htmlBody).not.toContain('<b>OPEN')
    expect(await mailsTo('shop@marquee.local')).toBe(shopBefore + 1)
    const confirmation = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your customised order #${customOrder.id} is submitted`))
    expect(confirmation.map((mail) => mail.toAddress)).toEqual(['free@marquee.local'])
  })

  it('fulfils once however many times and from wherever the payment is reported', async () => {
    const { id, url } = await openCheckout(pro, { couponCode: 'WELCOME10' })
    const { event } = await chargedEvent(db(), url)
    const mailsBefore = await mailsTo('pro@marquee.local')
    const outcomes = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await postEvent(testApp.app, event, secret)
      expect(response.statusCode).toBe(200)
      outcomes.push(response.json().outcome)
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate'])

    const second = await openCheckout(pro, { couponCode: 'WELCOME10' })
    const charged = await chargedEvent(db(), second.url)
    const racers = [
      ...Array.from({ length: 20 }, () => postEvent(testApp.app, charged.event, secret)),
      ...Array.from({ length: 5 }, () =>
        postEvent(testApp.app, { ...charged.event, id: `evt_other_${Math.random()}` }, secret),
      ),
      ...Array.from({ length: 5 }, () => sessionState(second.id, pro)),
      testApp.app.payments.reconcile(0).then(() => ({ statusCode: 200 })),
    ]
    const answers = await Promise.all(racers)
    expect(answers.map((answer) => answer.statusCode).every((code) => code === 200)).toBe(true)
    for (const session of [id, second.id]) {
      expect(
        await count(
          db(),
          'orders',
          `checkout_session_id = '${session}' and payment_status = 'paid'`,
        ),
      ).toBe(1)
      expect(
        await count(
          db(),
          'purchases',
          `order_id in (select id from orders where checkout_session_id = '${session}')`,
        ),
      ).toBe(1)
      expect(await count(db(), 'discount_uses', `checkout_session_id = '${session}'`)).toBe(1)
    }
    expect(await mailsTo('pro@marquee.local')).toBe(mailsBefore + 2)
  })

  it('ignores events that arrive after the checkout has closed', async () => {
    const { id, url } = await openCheckout()
    const { row, event } = await chargedEvent(db(), url)
    await postEvent(testApp.app, event, secret)
    const late = stripeShapedEvent('checkout.session.expired', {
      ...checkoutSessionObject(row),
      status: 'expired',
    })
    expect((await postEvent(testApp.app, late, secret)).statusCode).toBe(200)
    expect((await sessionState(id)).json()).toMatchObject({ status: 'complete' })

    const other = await openCheckout()
    const otherRow = (await chargedEvent(db(), other.url)).row
    const expired = stripeShapedEvent('checkout.session.expired', {
      ...checkoutSessionObject(otherRow),
      status: 'expired',
      payment_status: 'unpaid',
    })
    await postEvent(testApp.app, expired, secret)
    const completedLate = stripeShapedEvent(
      'checkout.session.completed',
      checkoutSessionObject(otherRow),
    )
    expect((await postEvent(testApp.app, completedLate, secret)).statusCode).toBe(200)
    const state = (await sessionState(other.id)).json()
    expect(state.status).toBe('expired')
    expect(state.orders[0]).toMatchObject({ status: 'expired', payment_status: 'unpaid' })
  })

  it('keeps a declined card unpaid and releases the coupon when the customer cancels', async () => {
    await db()
      .insert(discounts)
      .values({ name: 'Once', code: 'ONCE1', percentage: 50, usageLimit: 1 })
    const { id, url } = await openCheckout(free, { couponCode: 'ONCE1' })
    const uses = async () =>
      (await db().select().from(discounts).where(eq(discounts.code, 'ONCE1')))[0]?.usesCount
    expect(await uses()).toBe(1)

    const declined = await payInSandbox(testApp.app, url, DECLINED_CARD)
    expect(declined.statusCode).toBe(402)
    expect(declined.body).toContain('Your card was declined.')
    const state = (await sessionState(id)).json()
    expect(state.status).toBe('open')
    expect(state.orders[0].payment_status).toBe('unpaid')

    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/cancel`,
    })
    expect(cancel.statusCode).toBe(303)
    expect(cancel.headers.location).toBe(`http://localhost:3000/shop/cart?checkout_cancelled=${id}`)
    const after = (await sessionState(id)).json()
    expect(after.status).toBe('expired')
    expect(after.orders[0].status).toBe('expired')
    expect(await uses()).toBe(0)
    expect(await count(db(), 'discount_uses', `checkout_session_id = '${id}'`)).toBe(0)
    const paidLater = await payInSandbox(testApp.app, url, PAYING_CARD)
    expect(paidLater.statusCode).toBe(409)
  })

  it('refunds: orders refunded and the clip no longer owned; a refund before the payment is retried', async () => {
    const { id, url } = await openCheckout()
    const { row, event } = await chargedEvent(db(), url)
    const refund = stripeShapedEvent('charge.refunded', {
      id: 'ch_sandbox_1',
      object: 'charge',
      payment_intent: row.paymentIntentId,
      refunded: true,
      amount: row.amountCents,
      amount_refunded: row.amountCents,
    })
    const early = await postEvent(testApp.app, refund, secret)
    expect(early.statusCode).toBe(503)
    expect(await count(db(), 'payment_events', `provider_event_id = '${refund.id}'`)).toBe(0)

    await postEvent(testApp.app, event, secret)
    expect((await postEvent(testApp.app, refund, secret)).statusCode).toBe(200)
    const state = (await sessionState(id)).json()
    expect(state.status).toBe('refunded')
    expect(state.orders[0]).toMatchObject({ status: 'refunded', payment_status: 'refunded' })
    expect(
      await count(db(), 'purchases', `revoked_at is not null and order_id = ${state.orders[0].id}`),
    ).toBe(1)
  })

  it('rolls a failed fulfilment back and answers 5xx, so the provider’s retry applies it', async () => {
    const { id, url } = await openCheckout()
    const { event } = await chargedEvent(db(), url)
    await db().execute(sql`alter table purchases rename to purchases_away`)
    const failed = await postEvent(testApp.app, event, secret).finally(() =>
      db().execute(sql`alter table purchases_away rename to purchases`),
    )
    expect(failed.statusCode).toBe(500)
    expect(await count(db(), 'payment_events', `provider_event_id = '${event.id}'`)).toBe(0)
    expect(
      await count(db(), 'orders', `checkout_session_id = '${id}' and payment_status = 'unpaid'`),
    ).toBe(1)
    const retried = await postEvent(testApp.app, event, secret)
    expect(retried.json().outcome).toBe('applied')
    expect(
      await count(db(), 'orders', `checkout_session_id = '${id}' and payment_status = 'paid'`),
    ).toBe(1)
  })

  it('settles from the success page or the reconciliation when the event never arrives', async () => {
    const deliver = testApp.app.sandbox?.deliver
    if (!testApp.app.sandbox || !deliver) throw new Error('sandbox expected')
    testApp.app.sandbox.deliver = async () => false
    try {
      const viaPage = await openCheckout()
      const viaTimer = await openCheckout(pro)
      await payInSandbox(testApp.app, viaPage.url, PAYING_CARD)
      await payInSandbox(testApp.app, viaTimer.url, PAYING_CARD)
      expect((await sessionState(viaPage.id)).json().status).toBe('complete')
      await testApp.app.payments.reconcile(0)
      const [row] = await db()
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, viaTimer.id))
      expect(row?.status).toBe('complete')
    } finally {
      testApp.app.sandbox.deliver = deliver
    }
  })
})
