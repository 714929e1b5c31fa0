import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, searchResponse } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { SearchPage } from './search-page'

const requestedUrls = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))

describe('SearchPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.scrollTo = vi.fn()
  })

  it('searches the words of searchText and shows how many it found', async () => {
    const api = fakeApi({
      '/api/products/search': searchResponse({ results: [makeProduct()], count: 1 }),
    })
    renderWithRouter(<SearchPage />, {
      path: '/shop/search?searchText=oil-change&productType=Automotive',
    })
    expect(await screen.findByText('Showing 1–1 of 1 results')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Search Page' })).toBeTruthy()
    const [url] = requestedUrls(api)
    expect(url?.searchParams.get('q')).toBe('oil change')
    expect(url?.searchParams.get('productType')).toBe('Automotive')
    expect(screen.getAllByTestId('product-card')).toHaveLength(1)
  })

  it('does not search without searchText', () => {
    const api = fakeApi({})
    renderWithRouter(<SearchPage />, { path: '/shop/search?sortBy=low' })
    expect(api).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Search clips' })).toBeTruthy()
  })

  it('shows the empty state when the search fails', async () => {
    fakeApi({ '/api/products/search': 500 })
    renderWithRouter(<SearchPage />, { path: '/shop/search?searchText=oil' })
    expect(await screen.findByTestId('empty-results')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/shop',
    )
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('keeps the other parameters when the sort changes, and reset keeps only searchText', async () => {
    fakeApi({ '/api/products/search': searchResponse({ results: [makeProduct()], count: 1 }) })
    const { router } = renderWithRouter(<SearchPage />, {
      path: '/shop/search?searchText=oil&productType=Automotive&brand=Brightbox',
    })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort products' }), {
      target: { value: 'high' },
    })
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?searchText=oil&productType=Automotive&brand=Brightbox&sortBy=high',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }))
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=oil'))
  })

  it('moves a page past the end of the result to the last page', async () => {
    fakeApi({
      '/api/products/search': (url: URL) =>
        searchResponse({
          results: url.searchParams.get('page') === '3' ? [] : [makeProduct()],
          count: 1,
        }),
    })
    const { router } = renderWithRouter(<SearchPage />, {
      path: '/shop/search?searchText=oil&page=3',
    })
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=oil'))
    expect(await screen.findByText('Showing 1–1 of 1 results')).toBeTruthy()
  })
})
