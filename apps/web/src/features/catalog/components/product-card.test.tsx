import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCartStore } from '@/features/cart'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { ProductCard } from './product-card'

describe('ProductCard', () => {
  beforeEach(resetLists)

  it('shows the title, the price, the badges and the add button', () => {
    renderWithRouter(
      <ProductCard product={makeProduct({ price: 12, old_price: 15, discount: 20, new: true })} />,
    )
    const card = screen.getByTestId('product-card')
    expect(card.textContent).toContain('Oil Change Special')
    expect(card.textContent).toContain('$12.00')
    expect(card.textContent).toContain('$15.00')
    expect(screen.getByText('new')).toBeTruthy()
    expect(screen.getByText('-20%')).toBeTruthy()
    expect(screen.getByRole('button', { name: '+ Add to Cart' })).toBeTruthy()
  })

  it('becomes View Cart once added', () => {
    renderWithRouter(<ProductCard product={makeProduct()} />)
    fireEvent.click(screen.getByRole('button', { name: '+ Add to Cart' }))
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/shop/cart')
  })

  it('plays the clip muted while hovered', () => {
    const { container } = renderWithRouter(<ProductCard product={makeProduct()} />)
    expect(container.querySelector('video')).toBeNull()
    fireEvent.mouseEnter(screen.getByTestId('product-card'))
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/media/products/oil/clip.mp4')
    expect(video?.muted).toBe(true)
    fireEvent.mouseLeave(screen.getByTestId('product-card'))
    expect(container.querySelector('video')).toBeNull()
  })

  it('adds the description and three detail bullets in list mode', () => {
    renderWithRouter(<ProductCard product={makeProduct()} view="list" />)
    expect(screen.getByText(/bold amber headline/)).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('toggles the wishlist heart', () => {
    renderWithRouter(<ProductCard product={makeProduct()} />)
    const heart = screen.getByRole('button', { name: 'Add Oil Change Special to wishlist' })
    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('false')
  })

  it('shows View Cart for a clip already in the cart, matched by id', () => {
    useCartStore.setState({
      items: [{ ...makeProduct({ title: 'Stored copy' }), orderQuantity: 1 }],
    })
    renderWithRouter(<ProductCard product={makeProduct()} />)
    expect(screen.getByRole('link', { name: 'View Cart' })).toBeTruthy()
  })

  it('toggles the compare list and stores it', () => {
    renderWithRouter(<ProductCard product={makeProduct({ id: 5 })} />)
    const compare = screen.getByRole('button', { name: 'Compare Oil Change Special' })
    fireEvent.click(compare)
    expect(compare.getAttribute('aria-pressed')).toBe('true')
    expect(JSON.parse(localStorage.getItem('compare_products') ?? '[]')).toHaveLength(1)
    fireEvent.click(compare)
    expect(compare.getAttribute('aria-pressed')).toBe('false')
    expect(localStorage.getItem('compare_products')).toBe('[]')
  })
})
