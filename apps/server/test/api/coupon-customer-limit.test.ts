import { COUPON_CUSTOMER_LIMIT_MESSAGE } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discounts } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/db/seed/account-data.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, count, orderForm } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** A coupon's per-customer limit holds when one customer opens many checkouts at once. */
let testApp: TestApp
let free: Tokens
let pro: Tokens

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const checkout = (tokens: Tokens, email: string) =>
  checkoutCart(testApp.app, tokens, {
    userEmail: email,
    lines: [{ productId: 1, quantity: 1, formData: orderForm }],
    couponCode: 'TWICE',
  })

describe('a coupon usable twice per customer', () => {
  it('is reserved by exactly 2 of 20 simultaneous checkouts of one customer; others still use it', async () => {
    const { db } = testApp.database
    await db
      .insert(discounts)
      .values({ name: 'Twice each', code: 'TWICE', percentage: 10, perCustomerLimit: 2 })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => checkout(free, 'free@marquee.local')),
    )
    const codes = responses.map((response) => response.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(2)
    const refused = responses.filter((response) => response.statusCode !== 200)
    expect(refused).toHaveLength(18)
    for (const response of refused) {
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(`couponCode: ${COUPON_CUSTOMER_LIMIT_MESSAGE}`)
    }
    const [row] = await db.select().from(discounts).where(eq(discounts.code, 'TWICE'))
    expect(row?.usesCount).toBe(2)
    expect(
      await count(
        db,
        'checkout_sessions',
        `discount_id = ${row?.id} and coupon_state = 'reserved'`,
      ),
    ).toBe(2)

    expect((await checkout(pro, 'pro@marquee.local')).statusCode).toBe(200)
    const [after] = await db.select().from(discounts).where(eq(discounts.code, 'TWICE'))
    expect(after?.usesCount).toBe(3)
  })
})
