import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  checkoutSessions,
  mailOutbox,
  orderRefunds,
  orders,
  purchases,
  sandboxCheckouts,
  sandboxRefunds,
} from '../../src/db/schema.ts'
import { stripeShapedEvent } from '../../src/services/payments/sandbox-events.ts'
import { adminTestStore, insertCustomOrder } from '../helpers/admin.ts'
import { postEvent, sandboxSecret } from '../helpers/payments.ts'
import { rendered } from '../helpers/rendered-mail.ts'

const store = adminTestStore()

const refund = (id: number, reason = 'clip arrived damaged') =>
  store.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: store.admin,
    payload: { reason },
  })

async function orderState(id: number) {
  const [order] = await store.db.select().from(orders).where(eq(orders.id, id))
  const [purchase] = await store.db.select().from(purchases).where(eq(purchases.orderId, id))
  const claims = await store.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))
  return { order, revoked: purchase?.revokedAt !== null, claims }
}

async function paymentOf(id: number) {
  const [row] = await store.db
    .select({ session: checkoutSessions })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
    .where(eq(orders.id, id))
  if (!row) throw new Error('no payment')
  return row.session
}

describe('refunds through the sandbox provider', () => {
  it('mail the customer the amount and the reason, kept as text', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 1250 })
    const reason = 'Sent the <b>wrong</b> size & "format"'
    expect((await refund(id, reason)).json().outcome).toBe('refunded')
    const [mail] = await rendered(
      await store.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Your refund for order #${id}`)),
    )
    expect(mail?.toAddress).toBe('pro@marquee.local')
    expect(mail?.textBody).toContain('We refunded $12.50 for')
    expect(mail?.textBody).toContain(`Why: ${reason}`)
    expect(mail?.htmlBody).toContain('Sent the &lt;b&gt;wrong&lt;/b&gt; size &amp;')
    expect(mail?.htmlBody).not.toContain('<b>wrong')
    // A second refund of the same order mails nothing more.
    expect((await refund(id, reason)).json().outcome).toBe('already')
    const mails = await store.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your refund for order #${id}`))
    expect(mails).toHaveLength(1)
  })

  it("are not applied twice by the provider's charge.refunded event, nor by its replay", async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 2500 })
    expect((await refund(id)).json().outcome).toBe('refunded')
    const payment = await paymentOf(id)
    // The sandbox announced the refund to the webhook, as Stripe does: the checkout is closed.
    expect(payment.status).toBe('refunded')
    const event = stripeShapedEvent('charge.refunded', {
      id: 'ch_replayed',
      object: 'charge',
      amount: 2500,
      amount_refunded: 2500,
      refunded: true,
      payment_intent: payment.paymentIntentId,
    })
    const secret = await sandboxSecret(store.db)
    for (const expected of ['applied', 'duplicate']) {
      const answer = await postEvent(store.app, event, secret)
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toMatchObject({ received: true, outcome: expected })
    }
    const state = await orderState(id)
    expect(state.order).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'refunded' })
    expect(state.claims).toHaveLength(1)
    const atProvider = await store.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, payment.paymentIntentId ?? ''))
    expect(atProvider).toHaveLength(1)
  })

  it('never returns more than the payment took, and changes nothing', async () => {
    const id = await insertCustomOrder(store.db, {
      paymentStatus: 'paid',
      totalCents: 2000,
      paidCents: 1500,
    })
    const answer = await refund(id)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().message).toBe(
      'Refunding $20.00 would return more than the $15.00 left on this payment',
    )
    const state = await orderState(id)
    expect(state.order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' })
    expect(state).toMatchObject({ revoked: false, claims: [] })
  })

  it('leaves the order as it was when the provider refuses, and can be tried again', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 900 })
    const payment = await paymentOf(id)
    const providerId = payment.providerSessionId
    await store.db
      .update(sandboxCheckouts)
      .set({ paymentStatus: 'unpaid' })
      .where(eq(sandboxCheckouts.id, providerId))
    const refused = await refund(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      `The payment provider refused to refund order #${id}: No such payment: '${payment.paymentIntentId}'`,
    )
    const state = await orderState(id)
    expect(state.order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' })
    expect(state).toMatchObject({ revoked: false, claims: [] })

    await store.db
      .update(sandboxCheckouts)
      .set({ paymentStatus: 'paid' })
      .where(eq(sandboxCheckouts.id, providerId))
    expect((await refund(id)).json().outcome).toBe('refunded')
  })
})
