import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useWishlistStore } from '@/features/wishlist'
import { makeProduct } from '@/test/make-product'
import { resetLists } from '@/test/reset-lists'
import { ListToggles } from './list-toggles'

const product = makeProduct({ id: 6 })

describe('ListToggles', () => {
  beforeEach(resetLists)

  it('shows the wishlist heart pressed for a clip already listed, by id', () => {
    useWishlistStore.setState({ items: [{ ...product, title: 'Older copy' }] })
    render(<ListToggles product={product} />)
    expect(screen.getByRole('button', { name: 'Wishlist' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: 'Compare' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('toggles both lists', () => {
    render(<ListToggles product={product} />)
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist' }))
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }))
    expect(JSON.parse(localStorage.getItem('wishlist_products') ?? '[]')).toEqual([product])
    expect(JSON.parse(localStorage.getItem('compare_products') ?? '[]')).toEqual([product])
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist' }))
    expect(localStorage.getItem('wishlist_products')).toBe('[]')
  })
})
