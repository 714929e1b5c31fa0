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

const ID = 'b3c1a7f0-0000-4000-8000-000000000001'
const CANCEL = `/api/checkout/sessions/${ID}/cancel`

describe('Back from the hosted checkout with Cancel', () => {
  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    useCartStore.setState({ items: [{ ...makeProduct({ id: 1, price: 10 }), orderQuantity: 1 }] })
    setTestUser('free@marquee.local', 'Frank Free')
  })
  afterEach(clearTestUser)

  it('keeps the cart, says nothing was charged and closes that checkout', async () => {
    const api = fakeApi({ '/api/cart/quote': quoteRoute(), [CANCEL]: () => null })
    const { router } = renderWithRouter(<CartPage />, {
      path: `/shop/cart?checkout_cancelled=${ID}`,
    })
    expect((await screen.findByTestId('checkout-cancelled')).textContent).toContain(
      'Nothing was charged and your cart is as you left it.',
    )
    await waitFor(() =>
      expect(api.mock.calls.some(([url, init]) => url === CANCEL && init?.method === 'POST')).toBe(
        true,
      ),
    )
    expect(useCartStore.getState().items).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByTestId('checkout-cancelled')).toBeNull()
    expect(router.state.location.search).toBe('')
  })
})
