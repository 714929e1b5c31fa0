import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { useCartStore } from '../stores/cart-store'
import { type QuoteOverrides, quoteRoute } from '../test/fake-quote'
import { CartPage } from './cart-page'

const oil = makeProduct({ id: 1, title: 'Oil Change', price: 10 })
const wash = makeProduct({ id: 2, title: 'Car Wash', price: 15 })
const custom = {
  fileType: 'gif',
  dimensions: { width: 160, height: 80 },
  aspectRatio: '2:1',
  customization: 'yes',
  comments: 'Our name',
  rushOrder: 'no',
  quantity: 1,
} as const

const quoteApi = (overrides: QuoteOverrides = {}) =>
  fakeApi({ '/api/cart/quote': quoteRoute(overrides) })

const quoteBodies = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls
    .filter(([url]) => String(url) === '/api/cart/quote')
    .map(([, init]) => JSON.parse(String(init?.body)))

const renderCart = () => renderWithRouter(<CartPage />, { path: '/shop/cart' })
const stored = () => JSON.parse(localStorage.getItem('cart_products') ?? 'null')

describe('CartPage', () => {
  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    useCartStore.setState({
      items: [
        { ...oil, orderQuantity: 2 },
        { ...wash, orderQuantity: 1, formData: custom },
      ],
    })
  })

  it('shows the empty cart with a way back to the shop', () => {
    useCartStore.setState({ items: [] })
    renderCart()
    expect(screen.getByRole('heading', { name: 'No Cart Items Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/shop',
    )
  })

  it("lists the lines and shows the server's totals", async () => {
    const spy = quoteApi()
    renderCart()
    const rows = await screen.findAllByTestId('cart-row')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Oil Change'),
      expect.stringContaining('Car Wash'),
    ])
    expect(within(rows[0] as HTMLElement).getByText('None')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('Customization +$35.00')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).queryByText(/Rush order/)).toBeNull()
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$70.00'))
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$70.00')
    expect(screen.queryByTestId('cart-discount')).toBeNull()
    expect(quoteBodies(spy)[0]).toEqual({
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1, formData: custom },
      ],
    })
  })

  it('takes a new price and drops a withdrawn clip, saying so', async () => {
    quoteApi({ 1: { status: 'repriced', basePrice: 12, unitPrice: 12 }, 2: { status: 'missing' } })
    renderCart()
    expect(await screen.findByText('The price of Oil Change changed to $12.00')).toBeTruthy()
    expect(
      screen.getByText('Car Wash is no longer available and was removed from your cart'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1))
    expect(stored()).toEqual([{ ...oil, price: 12, orderQuantity: 2 }])
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$24.00'))
  })

  it('flags an out-of-stock clip and holds the checkout', async () => {
    quoteApi({ 2: { status: 'out-of-stock' } })
    renderCart()
    const [, washRow] = await screen.findAllByTestId('cart-row')
    await waitFor(() =>
      expect(within(washRow as HTMLElement).getByText('Out of stock')).toBeTruthy(),
    )
    const checkout = screen.getByRole('button', { name: 'Checkout with Stripe' })
    expect(checkout).toHaveProperty('disabled', true)
  })

  it('falls back to its own prices with a note when the server cannot quote', async () => {
    fakeApi({ '/api/cart/quote': 404 })
    renderCart()
    expect(await screen.findByText('Prices will be confirmed at checkout.')).toBeTruthy()
    expect(screen.getByTestId('cart-total').textContent).toBe('$70.00')
    expect(screen.getByRole('button', { name: 'Checkout with Stripe' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('changes quantities within 1 and the available quantity, asking the server again', async () => {
    const spy = quoteApi()
    renderCart()
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Oil Change' })
    fireEvent.click(decrease)
    expect(stored()[0].orderQuantity).toBe(1)
    expect(decrease).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Car Wash' }))
    expect(stored()[1]).toMatchObject({ orderQuantity: 2, formData: custom })
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$110.00'))
    expect(quoteBodies(spy).at(-1).lines[1]).toMatchObject({ productId: 2, quantity: 2 })
  })

  it('removes a line and clears the cart only when confirmed in the store dialog', async () => {
    quoteApi()
    renderCart()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Oil Change from cart' }))
    expect(stored()).toHaveLength(1)
    const nativeConfirm = vi.fn()
    vi.stubGlobal('confirm', nativeConfirm)
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure deleted your all cart items ?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(stored()).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, clear it' }))
    expect(nativeConfirm).not.toHaveBeenCalled()
    expect(stored()).toEqual([])
    expect(screen.getByRole('heading', { name: 'No Cart Items Found' })).toBeTruthy()
  })
})
