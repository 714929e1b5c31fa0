import {
  type CartQuote,
  type CartQuoteRequest,
  cartTotals,
  INVALID_COUPON_MESSAGE,
  toDollars,
} from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/features/auth/api/auth-client'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'

// The identity provider's side: sign-in leaves the page; the token is the one the page's
// session store holds now (each simulated page load has a store of its own).
vi.mock('@/features/auth/api/auth-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth/api/auth-client')>()),
  signIn: vi.fn(() => new Promise(() => undefined)),
  accessToken: async () => {
    const { useSessionStore } = await import('@/features/auth/stores/session-store')
    return useSessionStore.getState().user?.accessToken ?? null
  },
}))

const welcome = { name: 'Welcome', discount_code: 'WELCOME10', percentage: 10 }
const rushCustom = {
  fileType: 'mp4',
  dimensions: { width: 384, height: 192 },
  aspectRatio: '2:1',
  customization: 'yes',
  comments: 'Our name',
  rushOrder: 'yes',
  quantity: 1,
} as const
// $22 clip + customisation $35 + rush $40 = $97; WELCOME10 takes $9.70 off.
const line = { ...makeProduct({ id: 7, price: 22 }), orderQuantity: 1, formData: rushCustom }
const UNIT_CENTS = 9700

/** The server's quote: the coupon applies only while `accepts` says the code is still good. */
const quote =
  (accepts: boolean) =>
  (_url: URL, body: unknown): CartQuote => {
    const request = body as CartQuoteRequest
    const coupon = request.couponCode && accepts ? welcome : null
    const totals = cartTotals([{ unitCents: UNIT_CENTS, quantity: 1 }], coupon?.percentage ?? 0)
    return {
      lines: [
        {
          productId: 7,
          status: 'ok',
          title: line.title,
          basePrice: 22,
          customizationFee: 35,
          rushFee: 40,
          unitPrice: 97,
          quantity: 1,
          lineTotal: 97,
        },
      ],
      subtotal: toDollars(totals.subtotalCents),
      discount: toDollars(totals.discountCents),
      total: toDollars(totals.totalCents),
      coupon,
      couponMessage: request.couponCode && !accepts ? INVALID_COUPON_MESSAGE : null,
    }
  }

const checkoutBodies = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .filter(([url]) => String(url) === '/api/create-checkout-session-cart')
    .map(([, init]) => JSON.parse(String(init?.body)))

/**
 * A fresh page load: every module (the stores among them) is evaluated again, so what the
 * cart shows comes from localStorage alone, as after the identity provider sends the
 * customer back.
 */
async function loadCartPage() {
  vi.resetModules()
  const [{ renderWithRouter }, { CartPage }, session] = await Promise.all([
    import('@/test/render'),
    import('./cart-page'),
    import('@/test/session'),
  ])
  return { session, view: renderWithRouter(<CartPage />, { path: '/shop/cart' }) }
}

describe('a coupon applied in the cart', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('cart_products', JSON.stringify([line]))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
  })

  it('is still applied after signing in from the cart, and the checkout sends it', async () => {
    const api = fakeApi({
      '/api/cart/quote': quote(true),
      '/api/discounts/validate': welcome,
      '/api/create-checkout-session-cart': { id: 's', url: 'http://store.test/sandbox/x' },
    })
    const signedOut = await loadCartPage()
    fireEvent.change(await screen.findByLabelText('Coupon code'), {
      target: { value: 'welcome10' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }))
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$87.30'))
    fireEvent.click(screen.getByRole('button', { name: 'Checkout with Stripe' }))
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(
      '/shop/cart',
      expect.objectContaining({ show: expect.any(Function) }),
    )
    signedOut.view.unmount()

    const back = await loadCartPage()
    back.session.setTestUser('free@marquee.local', 'Frank Free')
    expect(await screen.findByText('Discount (WELCOME10, 10%)')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$87.30'))
    expect(screen.getByTestId('cart-discount').textContent).toBe('$9.70')
    fireEvent.click(screen.getByRole('button', { name: 'Checkout with Stripe' }))
    await waitFor(() => expect(checkoutBodies(api)).toHaveLength(1))
    expect(checkoutBodies(api)[0]).toMatchObject({
      couponCode: 'WELCOME10',
      line_items: [{ price_data: { unit_amount: 8730 } }],
    })
    back.session.clearTestUser()
  })

  it('is dropped with the SPEC message when the server no longer accepts it', async () => {
    fakeApi({ '/api/cart/quote': quote(true), '/api/discounts/validate': welcome })
    const first = await loadCartPage()
    fireEvent.change(await screen.findByLabelText('Coupon code'), {
      target: { value: 'WELCOME10' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }))
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$87.30'))
    first.view.unmount()

    // Meanwhile the shop deactivates the code.
    fakeApi({ '/api/cart/quote': quote(false) })
    const refused = await loadCartPage()
    const alert = await screen.findByText(INVALID_COUPON_MESSAGE, { selector: 'form *' })
    expect(alert.getAttribute('role')).toBe('alert')
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('WELCOME10')
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$97.00'))
    expect(screen.queryByTestId('cart-discount')).toBeNull()
    refused.view.unmount()
    const dropped = await loadCartPage()
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$97.00'))
    expect(screen.queryByRole('alert')).toBeNull()
    dropped.view.unmount()
  })

  it('applies in the mini cart too, whose Checkout sends it', async () => {
    localStorage.setItem('cart_coupon', JSON.stringify({ state: { coupon: welcome }, version: 0 }))
    const api = fakeApi({
      '/api/cart/quote': quote(true),
      '/api/create-checkout-session-cart': { id: 's', url: 'http://store.test/sandbox/x' },
    })
    vi.resetModules()
    const [{ renderWithRouter }, { MiniCart }, session] = await Promise.all([
      import('@/test/render'),
      import('./mini-cart'),
      import('@/test/session'),
    ])
    session.setTestUser('free@marquee.local', 'Frank Free')
    renderWithRouter(<MiniCart />)
    fireEvent.click(screen.getByRole('button', { name: /^Cart, / }))
    await waitFor(() => expect(screen.getByTestId('mini-cart-total').textContent).toBe('$87.30'))
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    await waitFor(() => expect(checkoutBodies(api)).toHaveLength(1))
    expect(checkoutBodies(api)[0]).toMatchObject({
      couponCode: 'WELCOME10',
      line_items: [{ price_data: { unit_amount: 8730 } }],
    })
    session.clearTestUser()
  })

  it('ignores a stored value that is not a coupon', async () => {
    localStorage.setItem('cart_coupon', JSON.stringify({ state: { coupon: { percentage: '90' } } }))
    const api = fakeApi({ '/api/cart/quote': quote(true) })
    const { view } = await loadCartPage()
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$97.00'))
    expect(screen.queryByTestId('cart-discount')).toBeNull()
    const asked = api.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))
    expect(asked.every((body) => !('couponCode' in body))).toBe(true)
    view.unmount()
  })
})
