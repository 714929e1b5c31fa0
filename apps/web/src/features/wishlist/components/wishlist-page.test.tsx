import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/features/cart'
import { notify } from '@/lib/notify'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { useWishlistStore } from '../stores/wishlist-store'
import { WishlistPage } from './wishlist-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const tire = makeProduct({ id: 3, title: 'Tire Sale', price: 12.5 })
const stored = () => JSON.parse(localStorage.getItem('wishlist_products') ?? 'null')

describe('WishlistPage', () => {
  beforeEach(() => {
    resetLists()
    vi.mocked(notify).mockClear()
  })

  it('says the wishlist is empty', () => {
    renderWithRouter(<WishlistPage />)
    expect(screen.getByRole('heading', { name: 'No Wishlist Items Found' })).toBeTruthy()
  })

  it('lists the clips, adds one to the cart and removes it', async () => {
    useWishlistStore.setState({ items: [tire] })
    renderWithRouter(<WishlistPage />)
    const row = await screen.findByTestId('wishlist-row')
    expect(row.textContent).toContain('Tire Sale')
    expect(row.textContent).toContain('$12.50')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Product',
      'Unit price',
      'Add to cart',
      'Remove',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Add TO Cart' }))
    expect(useCartStore.getState().items).toEqual([{ ...tire, orderQuantity: 1 }])
    const viewCart = await screen.findByRole('link', { name: 'View Cart' })
    expect(viewCart.getAttribute('href')).toBe('/shop/cart')
    expect(screen.queryByRole('button', { name: 'Add TO Cart' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tire Sale from wishlist' }))
    expect(stored()).toEqual([])
    expect(screen.getByRole('heading', { name: 'No Wishlist Items Found' })).toBeTruthy()
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['success', 'Tire Sale added to cart'],
      ['info', 'Tire Sale removed from wishlist'],
    ])
  })
})
