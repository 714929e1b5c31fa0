import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { useCartStore } from '../stores/cart-store'
import { quoteRoute } from '../test/fake-quote'
import { MiniCart } from './mini-cart'

const open = () => fireEvent.click(screen.getByRole('button', { name: /^Cart, / }))

describe('MiniCart', () => {
  beforeEach(() => {
    resetLists()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('says the cart is empty', () => {
    renderWithRouter(<MiniCart />)
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy()
    open()
    expect(within(screen.getByTestId('mini-cart')).getByText('Your cart is empty')).toBeTruthy()
  })

  it('lists the lines with their quantity and price, and the subtotal', async () => {
    useCartStore.setState({
      items: [
        { ...makeProduct({ id: 1, title: 'Oil Change', price: 10 }), orderQuantity: 2 },
        { ...makeProduct({ id: 2, title: 'Car Wash', price: 15 }), orderQuantity: 1 },
      ],
    })
    fakeApi({ '/api/cart/quote': quoteRoute() })
    renderWithRouter(<MiniCart />)
    expect(screen.getByTestId('cart-count').textContent).toBe('3')
    open()
    const lines = await screen.findAllByTestId('mini-cart-line')
    expect(lines[0]?.textContent).toContain('Quantity: 2')
    expect(lines[0]?.textContent).toContain('$20.00')
    expect(screen.getByTestId('mini-cart-subtotal').textContent).toBe('$35.00')
    expect(screen.getByRole('link', { name: 'view Cart' }).getAttribute('href')).toBe('/shop/cart')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oil Change from cart' }))
    await waitFor(() => expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(1))
    await waitFor(() => expect(screen.getByTestId('mini-cart-subtotal').textContent).toBe('$15.00'))
  })

  it('closes on Escape and hands focus back to the cart button', () => {
    renderWithRouter(<MiniCart />)
    open()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByTestId('mini-cart')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cart, 0 items' }))
  })
})
