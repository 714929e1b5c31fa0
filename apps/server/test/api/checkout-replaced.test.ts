import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkoutSessions, discounts, orders, sandboxCheckouts } from '../../src/db/schema.ts'
import {
  checkoutSessionObject,
  stripeShapedEvent,
} from '../../src/services/payments/sandbox-events.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'
import {
  chargedEvent,
  count,
  orderForm,
  PAYING_CARD,
  payInSandbox,
  postEvent,
  sandboxSecret,
} from '../helpers/payments.ts'

const FREE = 'free@marquee.local'
const store = adminTestStore({ COUPON_RATE_LIMIT: '1000' })

/** A customised rush line, as the cart sends it: what the back office would call custom work. */
const rushLine = {
  productId: 1,
  quantity: 1,
  formData: { ...orderForm, customization: 'yes', comments: 'Say OPEN LATE', rushOrder: 'yes' },
}

async function checkOut(email = FREE, extra: Record<string, unknown> = {}) {
  const tokens = await customerHeaders(store.app, email)
  const response = await store.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session-cart',
    headers: tokens,
    payload: { mode: 'payment', userEmail: email, lines: [rushLine], ...extra },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string; url: string }
}

const providerIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''

async function session(id: string) {
  const [row] = await store.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  return row
}

async function accountOrders(email = FREE) {
  const response = await store.app.inject({
    url: `/api/orders/user/${email}?pageSize=100`,
    headers: await customerHeaders(store.app, email),
  })
  expect(response.statusCode).toBe(200)
  return response.json().orders as Array<{
    id: number
    checkout_session_id: string | null
    payment_status: string
  }>
}

const ordersOf = (sessionId: string) =>
  store.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId))

async function welcomeUses() {
  const [row] = await store.db.select().from(discounts).where(eq(discounts.code, 'WELCOME10'))
  return row?.usesCount ?? -1
}

const dashboard = async () =>
  (await store.app.inject({ url: '/api/admin/dashboard', headers: store.admin })).json()

describe('a checkout walked away from, then checked out again and paid', () => {
  it('expires the first at the provider, lists one order, and gives its coupon use back once', async () => {
    const usesBefore = await welcomeUses()
    const first = await checkOut(FREE, { couponCode: 'WELCOME10' })
    expect(await welcomeUses()).toBe(usesBefore + 1)
    const second = await checkOut(FREE, { couponCode: 'WELCOME10' })

    const [atSandbox] = await store.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, providerIdOf(first.url)))
    expect(atSandbox?.status).toBe('expired')
    expect(await session(first.id)).toMatchObject({ status: 'expired', couponState: 'released' })
    expect((await ordersOf(first.id)).map((o) => [o.orderStatus, o.paymentStatus])).toEqual([
      ['expired', 'unpaid'],
    ])
    expect(await welcomeUses()).toBe(usesBefore + 1)

    expect((await payInSandbox(store.app, second.url, PAYING_CARD)).statusCode).toBe(303)
    // The provider's expiry announced again, and the reconciliation: nothing more goes back.
    const [expired] = await store.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, providerIdOf(first.url)))
    if (!expired) throw new Error('no sandbox checkout')
    const replay = stripeShapedEvent('checkout.session.expired', checkoutSessionObject(expired))
    const secret = await sandboxSecret(store.db)
    expect((await postEvent(store.app, replay, secret)).statusCode).toBe(200)
    await store.app.payments.reconcile(0)
    expect(await welcomeUses()).toBe(usesBefore + 1)
    expect(await count(store.db, 'discount_uses', `checkout_session_id = '${second.id}'`)).toBe(1)

    const listed = await accountOrders()
    const fromCheckouts = listed.filter((o) =>
      [first.id, second.id].includes(o.checkout_session_id ?? ''),
    )
    expect(fromCheckouts).toEqual([
      expect.objectContaining({ checkout_session_id: second.id, payment_status: 'paid' }),
    ])
  })

  it('fulfils an earlier checkout the customer had paid meanwhile: paid beats expired', async () => {
    const first = await checkOut()
    // Charged at the provider; its event has not reached the store yet.
    await chargedEvent(store.db, first.url)
    const second = await checkOut()
    expect(await session(first.id)).toMatchObject({ status: 'complete' })
    expect((await ordersOf(first.id)).map((o) => o.paymentStatus)).toEqual(['paid'])
    expect(await session(second.id)).toMatchObject({ status: 'open' })
    const listed = (await accountOrders()).filter((o) =>
      [first.id, second.id].includes(o.checkout_session_id ?? ''),
    )
    expect(listed.map((o) => [o.checkout_session_id, o.payment_status])).toEqual([
      [second.id, 'unpaid'],
      [first.id, 'paid'],
    ])
    await checkOut()
    expect(await session(second.id)).toMatchObject({ status: 'expired' })
  })
})

describe('the back office sees paid work only', () => {
  it('does not count, queue or start production of an unpaid rush custom order', async () => {
    const before = await dashboard()
    const { id } = await checkOut('pro@marquee.local')
    const [order] = await ordersOf(id)
    if (!order) throw new Error('the checkout wrote no order')

    const board = await dashboard()
    expect(board.open_custom_orders).toBe(before.open_custom_orders)
    expect(board.rush_due.map((due: { id: number }) => due.id)).not.toContain(order.id)
    const queue = await store.app.inject({
      url: '/api/admin/custom-orders?pageSize=100',
      headers: store.admin,
    })
    expect(queue.json().items.map((item: { id: number }) => item.id)).not.toContain(order.id)

    const start = await store.app.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${order.id}/status`,
      headers: store.admin,
      payload: { status: 'in_production' },
    })
    expect(start.statusCode).toBe(409)
    expect(start.json().message).toBe(
      `Order #${order.id} is not paid (unpaid): production starts once the customer has paid`,
    )
    const [unchanged] = await ordersOf(id)
    expect(unchanged?.orderStatus).toBe('pending')
  })
})

describe('checkouts opened at once by one customer', () => {
  it('leaves exactly one open, at the store and at the provider', async () => {
    const email = 'pro@marquee.local'
    const tokens = await customerHeaders(store.app, email)
    const opened = await Promise.all(
      Array.from({ length: 20 }, () =>
        store.app.inject({
          method: 'POST',
          url: '/api/create-checkout-session-cart',
          headers: tokens,
          payload: { mode: 'payment', userEmail: email, lines: [rushLine] },
        }),
      ),
    )
    expect(opened.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    const ids = opened.map((response) => (response.json() as { id: string }).id)
    const open = await store.db
      .select()
      .from(checkoutSessions)
      .where(and(inArray(checkoutSessions.id, ids), eq(checkoutSessions.status, 'open')))
    expect(open).toHaveLength(1)
    const providerOpen = await store.db
      .select({ id: sandboxCheckouts.id })
      .from(sandboxCheckouts)
      .innerJoin(checkoutSessions, eq(checkoutSessions.providerSessionId, sandboxCheckouts.id))
      .where(and(inArray(checkoutSessions.id, ids), eq(sandboxCheckouts.status, 'open')))
    expect(providerOpen).toEqual([{ id: open[0]?.providerSessionId }])
    const awaiting = (await accountOrders(email)).filter((o) => o.payment_status === 'unpaid')
    expect(awaiting.map((o) => o.checkout_session_id)).toEqual([open[0]?.id])
  })
})
