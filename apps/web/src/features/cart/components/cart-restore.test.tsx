import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { useAppliedCouponStore } from '../stores/applied-coupon-store'
import { useCartStore } from '../stores/cart-store'
import { quoteRoute } from '../test/fake-quote'
import { CartPage } from './cart-page'

const TOKEN = 'T'.repeat(43)
const wash = makeProduct({ id: 2, title: 'Car Wash', price: 15 })
const form = {
  fileType: 'gif',
  dimensions: { width: 96, height: 48 },
  aspectRatio: '2:1',
  customization: 'yes',
  comments: 'Say OPEN LATE',
  rushOrder: 'yes',
  quantity: 1,
} as const
const EXPIRED = 'this cart link has expired (links last 7 days). Add the clips from the shop again.'
const coupon = { name: 'Welcome 10% off', discount_code: 'WELCOME10', percentage: 10 }

describe('/shop/cart?restore= (the link in a reminder mail)', () => {
  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('puts the lines with their options and the coupon back, and drops the token from the address', async () => {
    const oil = { ...makeProduct({ id: 1, title: 'Oil Change', price: 10 }), orderQuantity: 1 }
    useCartStore.setState({ items: [oil, { ...wash, orderQuantity: 5 }] })
    const api = fakeApi({
      '/api/cart/quote': quoteRoute(),
      '/api/cart/restore': { lines: [{ product: wash, quantity: 2, formData: form }], coupon },
    })
    const { router } = renderWithRouter(<CartPage />, {
      path: `/shop/cart?restore=${TOKEN}`,
      route: '/shop/cart',
    })
    await waitFor(() =>
      expect(useCartStore.getState().items).toEqual([
        oil,
        { ...wash, orderQuantity: 2, formData: form },
      ]),
    )
    expect(useAppliedCouponStore.getState().coupon).toEqual(coupon)
    expect(
      await screen.findByText('Your cart is back: 1 clip from the checkout you left.'),
    ).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    const asked = api.mock.calls.filter(([url]) => String(url) === '/api/cart/restore')
    expect(asked.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ token: TOKEN }])
  })

  it('says why a link does not work and leaves the cart as it was', async () => {
    const before = [{ ...wash, orderQuantity: 1 }]
    useCartStore.setState({ items: before })
    const api = fakeApi({ '/api/cart/quote': quoteRoute() })
    const expired = {
      statusCode: 400,
      error: 'Bad Request',
      message: `token: ${EXPIRED}`,
    }
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/cart/restore'
        ? Promise.resolve(Response.json(expired, { status: 400 }))
        : api(input, init),
    )
    renderWithRouter(<CartPage />, { path: `/shop/cart?restore=${TOKEN}`, route: '/shop/cart' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Your cart could not be restored: ${EXPIRED}`,
    )
    expect(useCartStore.getState().items).toEqual(before)
    expect(useAppliedCouponStore.getState().coupon).toBeNull()
  })
})
