import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/features/auth/api/auth-client'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { clearTestUser, setTestUser } from '@/test/session'
import { useCartStore } from '../stores/cart-store'
import { quoteRoute } from '../test/fake-quote'
import { CartPage } from './cart-page'
import { MiniCart } from './mini-cart'

vi.mock('@/features/auth/api/auth-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth/api/auth-client')>()),
  signIn: vi.fn(() => new Promise(() => undefined)),
}))

const custom = {
  fileType: 'gif',
  dimensions: { width: 160, height: 80 },
  aspectRatio: '2:1',
  customization: 'yes',
  comments: 'Our name',
  rushOrder: 'no',
  quantity: 1,
} as const

const signInAs = (email: string) => setTestUser(email, 'Frank Free')

const checkoutCalls = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([url]) => String(url) === '/api/create-checkout-session-cart')

describe('Checkout with Stripe', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    assign = vi.fn<(url: string | URL) => void>()
    vi.spyOn(window.location, 'assign').mockImplementation(assign)
    useCartStore.setState({
      items: [
        { ...makeProduct({ id: 1, title: 'Oil Change', price: 10 }), orderQuantity: 2 },
        {
          ...makeProduct({ id: 2, title: 'Car Wash', price: 15 }),
          orderQuantity: 1,
          formData: custom,
        },
      ],
    })
  })
  afterEach(clearTestUser)

  it("posts the SPEC's body with the lines and the customer's token, then goes to the hosted checkout", async () => {
    signInAs('free@marquee.local')
    const api = fakeApi({
      '/api/cart/quote': quoteRoute(),
      '/api/create-checkout-session-cart': {
        id: 'abc',
        url: 'http://store.test/sandbox/checkout/x',
      },
    })
    renderWithRouter(<CartPage />, { path: '/shop/cart' })
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$70.00'))
    fireEvent.click(screen.getByRole('button', { name: 'Checkout with Stripe' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/sandbox/checkout/x'))
    const [[, init]] = checkoutCalls(api) as [[unknown, RequestInit]]
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token')
    expect(JSON.parse(String(init.body))).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 7000,
            product_data: { name: 'Cart Purchase' },
          },
          quantity: 1,
        },
      ],
      userEmail: 'free@marquee.local',
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1, formData: custom },
      ],
    })
    const button = screen.getByRole('button', { name: /Taking you to payment/ })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(useCartStore.getState().items).toHaveLength(2)
  })

  it("says 'Error creating order. Please try again.' when the checkout cannot open, and stays usable", async () => {
    signInAs('free@marquee.local')
    fakeApi({ '/api/cart/quote': quoteRoute(), '/api/create-checkout-session-cart': 500 })
    renderWithRouter(<CartPage />, { path: '/shop/cart' })
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout with Stripe' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error creating order. Please try again.',
    )
    expect(
      screen.getByRole('button', { name: 'Checkout with Stripe' }).hasAttribute('disabled'),
    ).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor to sign in, coming back to the cart', async () => {
    const api = fakeApi({ '/api/cart/quote': quoteRoute() })
    renderWithRouter(<MiniCart />)
    fireEvent.click(screen.getByRole('button', { name: /^Cart, / }))
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }))
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(
      '/shop/cart',
      expect.objectContaining({ show: expect.any(Function) }),
    )
    expect(checkoutCalls(api)).toHaveLength(0)
  })
})
