import { toDollars } from '@marquee/core'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  checkoutSessions,
  downloads,
  invoices,
  orderRefunds,
  orders,
} from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  ADMIN_EMAIL,
  adminTestStore,
  customerHeaders,
  insertCustomOrder,
} from '../helpers/admin.ts'
import { convert, SMALL_GIF, userIdOf, waitForDownload } from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { openCartCheckout, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'

const PRO = 'pro@marquee.local'
const store = adminTestStore({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
let pro: Tokens

beforeAll(async () => {
  pro = await signIn(store.app, PRO, DEMO_PASSWORD)
})

const detail = (id: number | string, headers = store.admin) =>
  store.app.inject({ url: `/api/admin/orders/${id}`, headers })

/** Pro buys clip 1 by card, downloads it by that purchase, and the owner refunds it. */
async function paidDownloadedRefunded() {
  const checkout = await openCartCheckout(store.app, pro, PRO)
  expect((await payInSandbox(store.app, checkout.url, PAYING_CARD)).statusCode).toBe(303)
  const [order] = await store.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkout.id))
  if (!order) throw new Error('the checkout made no order')
  const accepted = await convert(store.app, pro, { productId: order.productId, ...SMALL_GIF })
  expect(accepted.statusCode, accepted.body).toBe(202)
  const download = await waitForDownload(store.app, pro, accepted.json().downloadId)
  expect(download.entitlement).toBe('purchase')
  const refund = await store.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/refund`,
    headers: store.admin,
    payload: { reason: 'Bought the wrong size' },
  })
  expect(refund.json().outcome).toBe('refunded')
  return { orderId: order.id, checkoutId: checkout.id, downloadId: download.id }
}

describe('GET /api/admin/orders/{id}', () => {
  it('shows a paid, downloaded and refunded order as the tables hold it', async () => {
    const { orderId, checkoutId, downloadId } = await paidDownloadedRefunded()
    const answer = await detail(orderId)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const body = answer.json()

    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId))
    const [session] = await store.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId))
    const [refund] = await store.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
    const issued = await store.db
      .select()
      .from(invoices)
      .where(eq(invoices.checkoutSessionId, checkoutId))
      .orderBy(asc(invoices.issuedAt))
    const audit = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    if (!order || !session || !refund) throw new Error('rows missing')

    expect(body.order).toMatchObject({
      id: orderId,
      status: order.orderStatus,
      payment_status: 'refunded',
      total_price: toDollars(order.totalCents),
    })
    expect(body.customer).toEqual({
      id: await userIdOf(store.db, PRO),
      email: PRO,
      name: expect.any(String),
    })
    expect(body.lines).toEqual([
      expect.objectContaining({
        order_id: orderId,
        quantity: order.quantity,
        unit_price: toDollars(order.unitCents),
        total: toDollars(order.totalCents),
      }),
    ])
    expect(body.payment).toMatchObject({
      checkout_id: checkoutId,
      provider: 'sandbox',
      amount: toDollars(session.amountCents),
      payment_intent_id: session.paymentIntentId,
      status: session.status,
    })
    expect(body.credits_spent).toBeNull()
    expect(body.refunds).toEqual([
      expect.objectContaining({
        amount: toDollars(refund.amountCents),
        reason: 'Bought the wrong size',
        status: refund.status,
        actor_email: ADMIN_EMAIL,
      }),
    ])
    expect(body.payment_events.map((event: { what: string }) => event.what)).toEqual([
      'Checkout opened',
      ...(body.payment_events[1].what === 'Paid'
        ? ['Paid', 'Checkout completed']
        : ['Checkout completed', 'Paid']),
      `Refund of $${toDollars(refund.amountCents).toFixed(2)} asked for`,
      `Refund of $${toDollars(refund.amountCents).toFixed(2)} made`,
    ])
    expect(issued.map((row) => row.kind)).toEqual(['invoice', 'credit_note'])
    expect(body.invoices.map((invoice: { number: string }) => invoice.number)).toEqual(
      issued.map((row) => row.number),
    )
    expect(body.invoices[0].pdf_url).toBe(`/api/invoices/${issued[0]?.id}/pdf`)
    expect(body.downloads).toEqual([
      expect.objectContaining({ id: downloadId, entitlement: 'purchase', status: 'ready' }),
    ])
    expect(audit.length).toBeGreaterThan(0)
    expect(body.audit.map((entry: { id: number }) => entry.id).sort()).toEqual(
      audit.map((row) => row.id).sort(),
    )
    expect(body.audit[0]).toMatchObject({ action: 'order.refund', actorEmail: ADMIN_EMAIL })
  }, 60_000)

  it('shows what a credit-paid download spent, with no card payment', async () => {
    const accepted = await convert(store.app, pro, { productId: 3, ...SMALL_GIF })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const downloadId = accepted.json().downloadId
    const [made] = await store.db.select().from(downloads).where(eq(downloads.id, downloadId))
    if (!made?.orderId) throw new Error('a credit download names its order')
    const body = (await detail(made.orderId)).json()
    expect(body).toMatchObject({
      payment: null,
      invoices: [],
      refunds: [],
      credits_spent: { downloads: 1, customisations: 0 },
    })
    expect(body.downloads.map((download: { id: string }) => download.id)).toEqual([downloadId])
    expect(body.payment_events.map((event: { what: string }) => event.what)).toEqual([
      'Plan credits spent: 1 download',
    ])
  })

  it("shows a custom order's messages and the audit of what staff did", async () => {
    const id = await insertCustomOrder(store.db)
    const staff = await customerHeaders(store.app, 'staff@marquee.local')
    const posted = await store.app.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/messages`,
      headers: staff,
      payload: { message: 'Which shade of red?' },
    })
    expect(posted.statusCode, posted.body).toBe(200)
    const answer = await detail(id, staff)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body.order.messages).toEqual([
      expect.objectContaining({ author: 'shop', body: 'Which shade of red?' }),
    ])
    expect(body.audit).toEqual([
      expect.objectContaining({
        action: 'custom-order.message',
        actorEmail: 'staff@marquee.local',
      }),
    ])
    expect(body.order.customization_requests).toContain('OPEN LATE')
  })

  it('answers 401 signed out, 403 to a customer, 404 for no such order, 400 for a bad id', async () => {
    const id = await insertCustomOrder(store.db)
    expect((await store.app.inject({ url: `/api/admin/orders/${id}` })).statusCode).toBe(401)
    const asCustomer = await detail(id, await customerHeaders(store.app))
    expect(asCustomer.statusCode).toBe(403)
    const missing = await detail(2_000_000_000)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('No order #2000000000')
    const bad = await detail('abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^id: /)
  })
})
