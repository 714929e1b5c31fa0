import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  orderRefunds,
  orders,
  purchases,
  sandboxRefunds,
  subscriptions,
  users,
} from '../../src/db/schema.ts'
import { adminTestStore, insertCustomOrder } from '../helpers/admin.ts'

const store = adminTestStore()
let proId: string

beforeAll(async () => {
  const [pro] = await store.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'pro@marquee.local'))
  proId = pro?.id ?? ''
})

const refund = (id: number, reason = 'customer asked') =>
  store.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: store.admin,
    payload: { reason },
  })

const adjust = (payload: Record<string, unknown>) =>
  store.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${proId}/credits`,
    headers: store.admin,
    payload,
  })

async function credits() {
  const [row] = await store.db
    .select({
      downloads: subscriptions.remainingTotalOrders,
      customisations: subscriptions.remainingCustomizationOrders,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, proId))
  return row
}

const audits = (action: string, entityId: string) =>
  store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))

describe('refunding an order', () => {
  it('refunds once through the provider, revokes the clip, and 20 concurrent refunds refund once', async () => {
    const id = await insertCustomOrder(store.db, {
      paymentStatus: 'paid',
      status: 'delivered',
      totalCents: 1500,
    })
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id)))
    const refunded = answers.filter((answer) => answer.json().outcome === 'refunded')
    expect(refunded).toHaveLength(1)
    for (const answer of answers.filter((one) => !refunded.includes(one))) {
      // The others find the refund made, or still being made.
      if (answer.statusCode === 200) expect(answer.json().outcome).toBe('already')
      else
        expect(answer.json()).toMatchObject({
          statusCode: 409,
          message: `A refund of order #${id} is already under way`,
        })
    }
    const [order] = await store.db.select().from(orders).where(eq(orders.id, id))
    expect(order).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'refunded' })
    const [purchase] = await store.db.select().from(purchases).where(eq(purchases.orderId, id))
    expect(purchase?.revokedAt).toBeInstanceOf(Date)
    const [made] = await store.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))
    const atProvider = await store.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, made?.paymentIntentId ?? ''))
    expect(atProvider).toEqual([
      expect.objectContaining({ amountCents: 1500, id: made?.providerRefundId }),
    ])
    expect(made).toMatchObject({ status: 'succeeded', amountCents: 1500, reason: 'customer asked' })
    const rows = await audits('order.refund', String(id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.after).toMatchObject({ payment_status: 'refunded', reason: 'customer asked' })
    expect((await refund(id)).json().outcome).toBe('already')
  })

  it('refuses an unpaid order with 409, and a refund without a reason with 400', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'unpaid' })
    const unpaid = await refund(id)
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().message).toBe(`Order #${id} is unpaid: only a paid order can be refunded`)
    const noReason = await refund(id, '')
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toMatch(/^reason: /)
  })

  it('lists orders filtered by payment and found by number or email', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 900 })
    const byNumber = await store.app.inject({
      url: `/api/admin/orders?q=%23${id}`,
      headers: store.admin,
    })
    expect(byNumber.json().items.map((order: { id: number }) => order.id)).toEqual([id])
    const paid = await store.app.inject({
      url: '/api/admin/orders?payment=paid&q=pro%40marquee&pageSize=100',
      headers: store.admin,
    })
    expect(paid.statusCode).toBe(200)
    const items: { id: number; payment_status: string }[] = paid.json().items
    expect(items.map((order) => order.id)).toContain(id)
    expect(new Set(items.map((order) => order.payment_status))).toEqual(new Set(['paid']))
  })
})

describe('granting and taking back credits', () => {
  it('grants and takes back with a reason, audited with before and after', async () => {
    const before = await credits()
    const granted = await adjust({ downloads: 3, customisations: 1, reason: 'conversion trouble' })
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json().items[0]).toMatchObject({
      downloads_left: (before?.downloads ?? 0) + 3,
      customisations_left: (before?.customisations ?? 0) + 1,
    })
    const taken = await adjust({ downloads: -3, customisations: -1, reason: 'granted by mistake' })
    expect(taken.statusCode).toBe(200)
    expect(await credits()).toEqual(before)
    const [grant] = await audits('credits.grant', proId)
    expect(grant).toMatchObject({
      before: { downloads: before?.downloads, customisations: before?.customisations },
      after: { reason: 'conversion trouble' },
    })
    expect(await audits('credits.take-back', proId)).toHaveLength(1)
  })

  it('needs a reason and a change, naming the field', async () => {
    const noReason = await adjust({ downloads: 1 })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toMatch(/^reason: /)
    const nothing = await adjust({ reason: 'no change at all' })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().message).toMatch(/^downloads: /)
  })

  it('never goes below zero, even with 20 concurrent take-backs', async () => {
    const start = (await credits())?.downloads ?? 0
    const tooMany = await adjust({ downloads: -(start + 1), reason: 'overdraw' })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toContain('below zero')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust({ downloads: -1, reason: 'race' })),
    )
    const ok = answers.filter((answer) => answer.statusCode === 200).length
    expect(ok).toBe(Math.min(start, 20))
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(20 - ok)
    expect((await credits())?.downloads).toBe(start - ok)
  })
})
