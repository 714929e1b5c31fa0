import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  mailOutbox,
  orderRefunds,
  orders,
  purchases,
  sandboxRefunds,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../src/db/schema.ts'
import { adminTestStore, customerHeaders, insertCustomOrder } from '../helpers/admin.ts'
import { moveCustomOrder, planCredits } from '../helpers/custom-order-desk.ts'
import { rendered } from '../helpers/rendered-mail.ts'

const PRO = 'pro@marquee.local'
// What staff type can carry markup; the customer's mail must show it as text.
const REASON = 'We cannot get the <b>logo</b> sharp & "readable"'
const ESCAPED = 'We cannot get the &lt;b&gt;logo&lt;/b&gt; sharp &amp;'

const store = adminTestStore()

const cancel = (id: number, reason?: string) => moveCustomOrder(store, id, 'cancelled', reason)
const credits = () => planCredits(store.db, PRO)

const atProvider = () => store.db.select().from(sandboxRefunds)

/** Everything a cancel could change: the order, its refund, its clip, the audit, the mail. */
async function traces(id: number) {
  const [order] = await store.db.select().from(orders).where(eq(orders.id, id))
  const [purchase] = await store.db.select().from(purchases).where(eq(purchases.orderId, id))
  return {
    order: { status: order?.orderStatus, payment: order?.paymentStatus },
    revoked: purchase ? purchase.revokedAt !== null : null,
    refunds: await store.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)),
    audit: await store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id))),
    mail: await rendered(
      await store.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%#${id} %`)),
    ),
  }
}

describe('cancelling a paid custom order asks why', () => {
  it.each([
    ['card-paid', 'paid'],
    ['credit-paid', 'subscription'],
  ] as const)(
    'answers a %s order without a reason with 400 naming reason, and changes nothing',
    async (_, paymentStatus) => {
      const id = await insertCustomOrder(store.db, { paymentStatus, totalCents: 4200 })
      const before = {
        traces: await traces(id),
        credits: await credits(),
        refunds: await atProvider(),
      }
      for (const reason of [undefined, '', '   ']) {
        const answer = await cancel(id, reason)
        expect(answer.statusCode, answer.body).toBe(400)
        expect(answer.json().message).toMatch(/^reason: /)
      }
      expect(await traces(id)).toEqual(before.traces)
      expect(await credits()).toEqual(before.credits)
      expect(await atProvider()).toEqual(before.refunds)
    },
  )

  it('refunds a card-paid order with the reason: in the refund, the audit and the refund letter', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 5500 })
    const answer = await cancel(id, `  ${REASON}  `)
    expect(answer.statusCode, answer.body).toBe(200)
    const after = await traces(id)
    expect(after.order).toEqual({ status: 'cancelled', payment: 'refunded' })
    expect(after.revoked).toBe(true)
    expect(after.refunds).toMatchObject([
      { status: 'succeeded', amountCents: 5500, reason: REASON },
    ])
    const [made] = await store.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, after.refunds[0]?.providerRefundId ?? ''))
    expect(made).toMatchObject({ amountCents: 5500 })
    expect(after.audit).toMatchObject([
      {
        action: 'custom-order.cancelled',
        after: { status: 'cancelled', reason: REASON, amount_cents: 5500 },
      },
    ])
    expect(after.mail).toHaveLength(1)
    const [mail] = after.mail
    expect(mail?.toAddress).toBe(PRO)
    expect(mail?.subject).toBe(`Your custom order #${id} was cancelled and refunded`)
    expect(mail?.textBody).toContain('We cancelled your custom order for')
    expect(mail?.textBody).toContain('refunded $55.00 to the card')
    expect(mail?.textBody).toContain(`Why: ${REASON}`)
    expect(mail?.htmlBody).toContain(ESCAPED)
    expect(mail?.htmlBody).not.toContain('<b>logo')
  })

  it('gives a credit-paid order its credits back, saying why in the audit and the letter', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'subscription' })
    const before = await credits()
    const answer = await cancel(id, REASON)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(await credits()).toEqual({
      downloads: (before?.downloads ?? 0) + 1,
      customizations: (before?.customizations ?? 0) + 1,
    })
    const after = await traces(id)
    expect(after.order).toEqual({ status: 'cancelled', payment: 'subscription' })
    expect(after.audit).toMatchObject([
      { action: 'custom-order.cancelled', after: { status: 'cancelled', reason: REASON } },
    ])
    expect(after.mail).toHaveLength(1)
    const [mail] = after.mail
    expect(mail?.subject).toBe(`Your custom order #${id} was cancelled`)
    expect(mail?.textBody).toContain('was cancelled')
    expect(mail?.textBody).toContain('credits it used are back')
    expect(mail?.textBody).toContain(`Why: ${REASON}`)
    expect(mail?.htmlBody).toContain(ESCAPED)
  })

  it('cancels an unpaid order without a reason', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'unpaid' })
    const answer = await cancel(id)
    expect(answer.statusCode, answer.body).toBe(200)
    expect((await traces(id)).order).toEqual({ status: 'cancelled', payment: 'unpaid' })
  })

  it('refuses a delivered order with 409 whether or not a reason is given', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', status: 'delivered' })
    for (const reason of [undefined, REASON]) {
      const answer = await cancel(id, reason)
      expect(answer.statusCode).toBe(409)
      expect(answer.json().message).toBe(`Order #${id} is delivered: it cannot become cancelled`)
    }
    expect((await traces(id)).refunds).toEqual([])
  })
})

describe('concurrent cancels', () => {
  it('refund a card-paid order once, to 20 at a time', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 3000 })
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(id, REASON)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19)
    const after = await traces(id)
    expect(after.refunds).toMatchObject([{ status: 'succeeded', amountCents: 3000 }])
    const made = await store.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, after.refunds[0]?.paymentIntentId ?? ''))
    expect(made).toHaveLength(1)
    expect(after.audit).toHaveLength(1)
    expect(after.mail).toHaveLength(1)
  })

  it('give Submit Order its credits back once, to the plan and its billing period', async () => {
    const [pro] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, PRO))
    const userId = pro?.id ?? ''
    await store.db
      .update(subscriptions)
      .set({ status: 'active', remainingTotalOrders: 7, remainingCustomizationOrders: 1 })
      .where(eq(subscriptions.userId, userId))
    const [period] = await store.db
      .insert(subscriptionPeriods)
      .values({
        userId,
        planId: 'Pro',
        providerInvoiceId: 'in_test_cancel_race',
        periodStart: new Date(Date.now() - 86_400_000),
        periodEnd: new Date(Date.now() + 29 * 86_400_000),
        downloadsQuota: 10,
        downloadsUsed: 3,
        customizationsQuota: 2,
        customizationsUsed: 1,
      })
      .returning({ id: subscriptionPeriods.id })
    const used = async () => {
      const [row] = await store.db
        .select({
          downloads: subscriptionPeriods.downloadsUsed,
          customizations: subscriptionPeriods.customizationsUsed,
        })
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.id, period?.id ?? 0))
      return row
    }
    const submitted = await store.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await customerHeaders(store.app),
      payload: {
        user_email: PRO,
        product_id: 2,
        width: 384,
        height: 192,
        filetype: 'mp4',
        aspect_ratio: '2:1',
        customization_requests: 'Say OPEN LATE',
        is_rush_order: false,
        paymentstatus: 'subscription',
      },
    })
    expect(submitted.statusCode, submitted.body).toBeLessThan(300)
    expect(await credits(), submitted.body).toEqual({ downloads: 6, customizations: 0 })
    expect(await used()).toEqual({ downloads: 4, customizations: 2 })

    const id: number = submitted.json().id
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(id, REASON)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19)
    expect(await credits()).toEqual({ downloads: 7, customizations: 1 })
    expect(await used()).toEqual({ downloads: 3, customizations: 1 })
    expect((await traces(id)).audit.map((row) => row.action)).toEqual(['custom-order.cancelled'])
  })
})
