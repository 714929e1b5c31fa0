import { COUPON_CUSTOMER_LIMIT_MESSAGE } from '@marquee/core'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, checkoutSessions, discounts } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Coupons from the back office: a new code works in the cart at once, deactivating or
 * expiring it stops it at once, and its per-customer limit holds when one customer opens
 * many checkouts at the same moment.
 */
let testApp: TestApp
let headers: Record<string, string>
let free: Tokens
let pro: Tokens

beforeAll(async () => {
  testApp = await createTestApp()
  headers = await adminHeaders(testApp.app)
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const admin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  testApp.app.inject({ method, url, payload, headers })

const quote = async (couponCode: string) =>
  (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [{ productId: 1, quantity: 1 }], couponCode },
    })
  ).json()

const checkout = (tokens: Tokens, email: string, couponCode: string) =>
  checkoutCart(testApp.app, tokens, {
    userEmail: email,
    lines: [{ productId: 1, quantity: 1, formData: orderForm }],
    couponCode,
  })

const coupon = {
  name: 'Twice each',
  code: 'twice',
  percentage: 10,
  active: true,
  usageLimit: null,
  perCustomerLimit: 2,
  expiresAt: null,
}

describe('coupons from the back office', () => {
  it('a created coupon prices a cart at once; deactivated or expired, it stops at once', async () => {
    expect((await quote('NEONWEEK')).coupon).toBeNull()
    const created = await admin('POST', '/api/admin/coupons', {
      ...coupon,
      code: 'neonweek',
      percentage: 25,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ code: 'NEONWEEK', active: true, usesCount: 0 })
    const applied = await quote('NEONWEEK')
    expect(applied.coupon).toMatchObject({ discount_code: 'NEONWEEK', percentage: 25 })
    expect(applied.total).toBeCloseTo(applied.subtotal * 0.75, 2)

    const id = created.json().id
    const off = await admin('PATCH', `/api/admin/coupons/${id}`, { active: false })
    expect(off.json()).toMatchObject({ active: false })
    expect((await quote('NEONWEEK')).coupon).toBeNull()

    await admin('PATCH', `/api/admin/coupons/${id}`, { active: true })
    expect((await quote('NEONWEEK')).coupon).not.toBeNull()
    await admin('PATCH', `/api/admin/coupons/${id}`, { expiresAt: '2020-01-01T00:00:00Z' })
    expect((await quote('NEONWEEK')).coupon).toBeNull()

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id)
    expect(audit.map((row) => row.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
      'coupon.update',
    ])
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } })
    expect(audit[3]?.after).toMatchObject({ expiresAt: '2020-01-01T00:00:00.000Z' })
  })

  it.each([
    ['percentage', { ...coupon, code: 'P0', percentage: 0 }],
    ['percentage', { ...coupon, code: 'P101', percentage: 101 }],
    ['code', { ...coupon, code: 'two words' }],
    ['perCustomerLimit', { ...coupon, code: 'LIM0', perCustomerLimit: 0 }],
    ['expiresAt', { ...coupon, code: 'EXP', expiresAt: 'next tuesday' }],
    ['name', { ...coupon, code: 'NUL', name: 'a\u0000b' }],
  ])('refuses a coupon with a bad %s: 400 naming it', async (field, body) => {
    const response = await admin('POST', '/api/admin/coupons', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(new RegExp(`^${field}: `))
  })

  it('takes the edit form whole: active flag, usage limit, expiry and per-customer limit, audited', async () => {
    const created = (
      await admin('POST', '/api/admin/coupons', { ...coupon, code: 'EDIT-ME' })
    ).json()
    const edit = {
      name: 'Edited',
      percentage: 15,
      active: false,
      usageLimit: 40,
      perCustomerLimit: null,
      expiresAt: '2099-12-31T23:59:59.000Z',
    }
    const saved = await admin('PATCH', `/api/admin/coupons/${created.id}`, edit)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ ...edit, code: 'EDIT-ME' })
    const [row] = await testApp.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.id, created.id))
    expect(row).toMatchObject({ status: 'inactive', usageLimit: 40, perCustomerLimit: null })
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      action: 'coupon.update',
      before: { active: true, usageLimit: null, perCustomerLimit: 2, expiresAt: null },
      after: { active: false, usageLimit: 40, perCustomerLimit: null, expiresAt: edit.expiresAt },
    })
    const bad = await admin('PATCH', `/api/admin/coupons/${created.id}`, { usageLimit: 0 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^usageLimit: /)
  })

  it('refuses a second coupon with the same code', async () => {
    await admin('POST', '/api/admin/coupons', { ...coupon, code: 'ONCE-ONLY' })
    const again = await admin('POST', '/api/admin/coupons', { ...coupon, code: 'once-only' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/^code: /)
  })

  it('holds one customer to 2 uses however many checkouts they open at once; others still use it', async () => {
    const { db } = testApp.database
    const created = await admin('POST', '/api/admin/coupons', coupon)
    expect(created.statusCode).toBe(201)
    const atOnce = () =>
      Promise.all(Array.from({ length: 20 }, () => checkout(free, 'free@marquee.local', 'TWICE')))
    const usesOf = async () =>
      (await db.select().from(discounts).where(eq(discounts.code, 'TWICE')))[0]?.usesCount

    // Each paid checkout spends a use; a replaced one gives its reservation back.
    for (const paid of [1, 2]) {
      const responses = await atOnce()
      for (const response of responses.filter((answer) => answer.statusCode !== 200)) {
        expect(response.statusCode).toBe(409)
        expect(response.json().message).toBe(`couponCode: ${COUPON_CUSTOMER_LIMIT_MESSAGE}`)
      }
      const [open] = await db
        .select()
        .from(checkoutSessions)
        .where(
          and(eq(checkoutSessions.status, 'open'), eq(checkoutSessions.couponState, 'reserved')),
        )
      const url = responses.map((answer) => answer.json()).find((made) => made.id === open?.id)?.url
      expect((await payInSandbox(testApp.app, url, PAYING_CARD)).statusCode).toBe(303)
      expect(await usesOf()).toBe(paid)
    }
    const refused = await atOnce()
    expect(refused.map((response) => response.statusCode)).toEqual(Array(20).fill(409))
    expect(await usesOf()).toBe(2)

    expect((await checkout(pro, 'pro@marquee.local', 'TWICE')).statusCode).toBe(200)
    const [row] = await db.select().from(discounts).where(eq(discounts.code, 'TWICE'))
    const low = await admin('PATCH', `/api/admin/coupons/${row?.id}`, { usageLimit: 2 })
    expect(low.statusCode).toBe(409)
    expect(low.json().message).toMatch(/^usageLimit: 3 uses are already/)
  })
})
