import type { CartQuote } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, hostedCart } from '../helpers/payments.ts'
import { serveCheckoutSessions } from '../helpers/stripe-checkout-sessions.ts'
import { stripeTestStore } from '../helpers/stripe-stand-in.ts'

let free: Tokens

let coupons = 0
const store = stripeTestStore({
  serve: (stripe) => {
    serveCheckoutSessions(stripe)
    stripe.on('POST', '/v1/coupons', (request) => ({
      body: {
        id: `coupon_standin_${++coupons}`,
        object: 'coupon',
        amount_off: Number(request.form.get('amount_off')),
        currency: 'usd',
        duration: 'once',
        name: request.form.get('name'),
      },
    }))
  },
  env: { COUPON_RATE_LIMIT: '1000' },
})

beforeAll(async () => {
  free = await signIn(store.testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})

const sent = (path: string) =>
  store.stripe.requests.filter((request) => request.method === 'POST' && request.path === path)

async function openCheckout(body: Record<string, unknown>) {
  const response = await checkoutCart(store.testApp.app, free, {
    userEmail: 'free@marquee.local',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string }
}

describe('the Stripe Checkout Session of a cart', () => {
  it('names each line’s extras, takes the coupon off as a Stripe discount and totals the quote', async () => {
    const quoted = await store.testApp.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: hostedCart,
    })
    const quote = quoted.json() as CartQuote
    const [custom, plain] = quote.lines
    if (!custom || !plain) throw new Error('the quote lost a line')
    const { id } = await openCheckout(hostedCart)

    const [coupon] = sent('/v1/coupons')
    expect(coupon?.headers['idempotency-key']).toBe(`checkout-coupon-${id}`)
    expect(Object.fromEntries(coupon?.form ?? [])).toEqual({
      amount_off: String(Math.round(quote.discount * 100)),
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Discount (WELCOME10, 10%)',
      'metadata[marquee_session_id]': id,
    })

    const session = sent('/v1/checkout/sessions').at(-1)
    const form = Object.fromEntries(session?.form ?? [])
    expect(form).toMatchObject({
      'line_items[0][price_data][product_data][name]': custom.title,
      'line_items[0][price_data][product_data][description]': `Clip $${custom.basePrice.toFixed(2)} · Customization +$35.00 · Rush order +$40.00 · MP4 · 384 × 192 px`,
      'line_items[0][price_data][unit_amount]': String(Math.round(custom.unitPrice * 100)),
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][product_data][name]': plain.title,
      'line_items[1][price_data][product_data][description]': 'MP4 · 384 × 192 px',
      'line_items[1][price_data][unit_amount]': String(Math.round(plain.unitPrice * 100)),
      'line_items[1][quantity]': '2',
      'discounts[0][coupon]': 'coupon_standin_1',
    })

    // What Stripe charges: the lines at full price less the coupon's amount_off.
    const charged =
      [0, 1].reduce(
        (sum, index) =>
          sum +
          Number(form[`line_items[${index}][price_data][unit_amount]`]) *
            Number(form[`line_items[${index}][quantity]`]),
        0,
      ) - Number(coupon?.form.get('amount_off'))
    expect(charged).toBe(Math.round(quote.total * 100))
    const [stored] = await store.testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
    expect(stored?.amountCents).toBe(charged)
  })

  it('makes no coupon and asks for no discount without one', async () => {
    const before = sent('/v1/coupons').length
    await openCheckout({ lines: hostedCart.lines })
    expect(sent('/v1/coupons')).toHaveLength(before)
    expect(sent('/v1/checkout/sessions').at(-1)?.form.has('discounts[0][coupon]')).toBe(false)
  })
})
