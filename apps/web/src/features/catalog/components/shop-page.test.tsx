import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, searchResponse } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { ShopPage } from './shop-page'

const facets = {
  categories: [{ parentTitle: 'Automotive', count: 2, children: [{ value: 'Tires', count: 1 }] }],
  brands: [{ value: 'Brightbox', count: 1 }],
  sizes: [{ value: 'Large', count: 1 }],
  colors: 'abcdefghij'.split('').map((letter) => ({ value: `colour-${letter}`, count: 1 })),
  price: { min: 10, max: 20 },
}

describe('ShopPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.scrollTo = vi.fn()
    fakeApi({
      '/api/products/search': searchResponse({
        results: [makeProduct({ id: 1 }), makeProduct({ id: 2, title: 'Tire Sale' })],
        count: 14,
        facets,
      }),
    })
  })

  it('shows the title, the count and page numbers', async () => {
    renderWithRouter(<ShopPage layout="left-sidebar" />, { path: '/shop' })
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Page' })).toBeTruthy()
    expect(await screen.findByText('Showing 1-2 of 14 results')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy()
  })

  it('merges a category choice into the query and scrolls to the products', async () => {
    const { router } = renderWithRouter(<ShopPage layout="left-sidebar" />, {
      path: '/shop?brand=Brightbox&page=2',
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Tires/ }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?brand=Brightbox&category=Automotive&subcategory=Tires',
      ),
    )
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalled())
  })

  it('offers price, size, the first 8 colours and a reset on shop-right', async () => {
    const { router } = renderWithRouter(<ShopPage layout="right-sidebar" />, {
      path: '/shop/shop-right?size=Large',
    })
    expect(await screen.findByRole('slider', { name: 'Maximum price' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Large/ }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getAllByRole('button', { name: /^colour-/ })).toHaveLength(8)
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }))
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/shop'),
    )
  })

  it('has no sidebar in the four-column layout', async () => {
    renderWithRouter(<ShopPage layout="4-col" />, { path: '/shop/shop-4-col' })
    await screen.findAllByTestId('product-card')
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull()
  })

  it('moves a page past the end of the result to the last page', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => makeProduct({ id }))
    fakeApi({
      '/api/products/search': (url: URL) =>
        searchResponse({ results: url.searchParams.get('page') === '3' ? [] : five, count: 5 }),
    })
    const { router } = renderWithRouter(<ShopPage layout="4-col" />, { path: '/shop?page=3' })
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('Showing 1-5 of 5 results')).toBeTruthy()
    expect(screen.getAllByTestId('product-card')).toHaveLength(5)
  })
})
