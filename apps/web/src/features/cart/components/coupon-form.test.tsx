import { ANONYMOUS_EMAIL } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi, type Route } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { useCartStore } from '../stores/cart-store'
import { quoteRoute } from '../test/fake-quote'
import { CartPage } from './cart-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const coupon = { name: 'Ten off', discount_code: 'SAVE10', percentage: 10 }
const quote = quoteRoute({}, 10)

function couponApi(validate: unknown | Route, use: unknown = {}) {
  return fakeApi({
    '/api/cart/quote': quote,
    '/api/discounts/validate': validate,
    '/api/discounts/use': use,
  })
}

const bodiesTo = (spy: ReturnType<typeof fakeApi>, path: string) =>
  spy.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)))

async function apply(code: string) {
  renderWithRouter(<CartPage />, { path: '/shop/cart' })
  fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }))
}

describe('the coupon form', () => {
  beforeEach(() => {
    resetLists()
    vi.mocked(notify).mockClear()
    useCartStore.setState({ items: [{ ...makeProduct({ price: 20 }), orderQuantity: 1 }] })
  })

  it('applies an active code: uppercased, re-quoted, discounted, announced and recorded', async () => {
    const spy = couponApi(coupon)
    await apply('  save10 ')
    expect(await screen.findByTestId('cart-discount')).toBeTruthy()
    expect(screen.getByTestId('cart-discount').textContent).toBe('$2.00')
    expect(screen.getByTestId('cart-total').textContent).toBe('$18.00')
    expect(screen.getByText('Discount (SAVE10, 10%)')).toBeTruthy()
    expect(bodiesTo(spy, '/api/discounts/validate')).toEqual([{ code: 'SAVE10' }])
    expect(bodiesTo(spy, '/api/cart/quote').at(-1)).toMatchObject({ couponCode: 'SAVE10' })
    expect(notify).toHaveBeenCalledWith('success', 'Coupon SAVE10 applied: 10% off')
    await waitFor(() =>
      expect(bodiesTo(spy, '/api/discounts/use')).toEqual([
        { userEmail: ANONYMOUS_EMAIL, discountCode: 'SAVE10' },
      ]),
    )
  })

  it.each([404, 400, 500])('says the code is invalid on a %i', async (status) => {
    couponApi(status)
    await apply('NOPE')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or inactive coupon code')
    expect(screen.queryByTestId('cart-discount')).toBeNull()
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true')
  })

  it('says the same of an empty code without asking the server', async () => {
    const spy = couponApi(coupon)
    await apply('   ')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or inactive coupon code')
    expect(bodiesTo(spy, '/api/discounts/validate')).toEqual([])
  })

  it('only warns when recording the use fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error')
    couponApi(coupon, 503)
    await apply('SAVE10')
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not record the coupon use:', expect.anything()),
    )
    expect(error).not.toHaveBeenCalled()
    expect(screen.getByTestId('cart-discount')).toBeTruthy()
  })
})
