import type { CartQuote } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, hostedCart, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens

beforeAll(async () => {
  testApp = await createTestApp({ COUPON_RATE_LIMIT: '1000' })
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const dollars = (amount: number) => `$${amount.toFixed(2)}`
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the sandbox’s hosted checkout page', () => {
  it('lists each line with its extras, the coupon’s discount and a total equal to the quote', async () => {
    const quoted = await testApp.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: hostedCart,
    })
    const quote = quoted.json() as CartQuote
    expect(quote.coupon?.discount_code).toBe('WELCOME10')
    const [custom, plain] = quote.lines
    if (!custom || !plain) throw new Error('the quote lost a line')

    const opened = await checkoutCart(testApp.app, free, {
      userEmail: 'free@marquee.local',
      ...hostedCart,
    })
    expect(opened.statusCode, opened.body).toBe(200)
    const { id, url } = opened.json() as { id: string; url: string }
    const page = await testApp.app.inject({ url: new URL(url).pathname })
    expect(page.statusCode).toBe(200)

    const rows = [...page.body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => text(row[1] ?? ''))
    expect(rows).toEqual([
      `${custom.title} Clip ${dollars(custom.basePrice)} · Customization +$35.00 · Rush order +$40.00 · MP4 · 384 × 192 px ${dollars(custom.unitPrice)}`,
      `${plain.title} × 2 MP4 · 384 × 192 px ${dollars(plain.lineTotal)}`,
      `Subtotal ${dollars(quote.subtotal)}`,
      `Discount (WELCOME10, 10%) −${dollars(quote.discount)}`,
      `Total due ${dollars(quote.total)}`,
    ])
    expect(page.body).toContain(`Pay ${dollars(quote.total)}`)

    const [session] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
    expect(session?.amountCents).toBe(Math.round(quote.total * 100))
    expect((await payInSandbox(testApp.app, url, PAYING_CARD)).statusCode).toBe(303)
  })

  it('shows no discount row without a coupon', async () => {
    const opened = await checkoutCart(testApp.app, free, {
      userEmail: 'free@marquee.local',
      lines: hostedCart.lines,
    })
    const page = await testApp.app.inject({ url: new URL(opened.json().url).pathname })
    expect(page.body).toContain('Customization +$35.00 · Rush order +$40.00')
    expect(page.body).not.toContain('Discount')
    expect(page.body).not.toContain('Subtotal')
  })
})
