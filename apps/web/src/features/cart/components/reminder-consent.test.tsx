import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { clearTestUser, setTestUser } from '@/test/session'
import { useCartStore } from '../stores/cart-store'
import { quoteRoute } from '../test/fake-quote'
import { CartPage } from './cart-page'
import { MiniCart } from './mini-cart'

const LABEL = "Email me a reminder if I don't finish this checkout"

function checkoutBodies(api: ReturnType<typeof fakeApi>) {
  return api.mock.calls
    .filter(([url]) => String(url) === '/api/create-checkout-session-cart')
    .map(([, init]) => JSON.parse(String(init?.body)))
}

describe('the reminder box at checkout', () => {
  let api: ReturnType<typeof fakeApi>

  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    setTestUser('free@marquee.local', 'Frank Free')
    useCartStore.setState({
      items: [{ ...makeProduct({ id: 1, title: 'Oil Change', price: 10 }), orderQuantity: 1 }],
    })
    api = fakeApi({
      '/api/cart/quote': quoteRoute(),
      '/api/create-checkout-session-cart': { id: 'abc', url: 'http://store.test/sandbox/x' },
    })
  })
  afterEach(clearTestUser)

  it('is unticked until the customer ticks it, and no consent is sent then', async () => {
    renderWithRouter(<CartPage />, { path: '/shop/cart' })
    const box = await screen.findByRole('checkbox', { name: LABEL })
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(box.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Checkout with Stripe' }))
    await waitFor(() => expect(checkoutBodies(api)).toHaveLength(1))
    expect(checkoutBodies(api)[0]).not.toHaveProperty('reminderConsent')
  })

  it('sends the consent with the checkout once ticked', async () => {
    renderWithRouter(<CartPage />, { path: '/shop/cart' })
    fireEvent.click(await screen.findByRole('checkbox', { name: LABEL }))
    fireEvent.click(screen.getByRole('button', { name: 'Checkout with Stripe' }))
    await waitFor(() => expect(checkoutBodies(api)).toHaveLength(1))
    expect(checkoutBodies(api)[0]).toMatchObject({ reminderConsent: true })
  })

  it('is not asked in the mini cart, whose checkout gives no consent', async () => {
    renderWithRouter(<MiniCart />)
    fireEvent.click(screen.getByRole('button', { name: /^Cart, / }))
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }))
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull()
    await waitFor(() => expect(checkoutBodies(api)).toHaveLength(1))
    expect(checkoutBodies(api)[0]).not.toHaveProperty('reminderConsent')
  })
})
