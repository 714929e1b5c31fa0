import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { stubIntersectionObserver } from '@/test/intersection'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { ProductDetailsPage } from './product-details-page'

const review = {
  img: '/a.jpg',
  name: 'Marcus Bell',
  time: '2026-01-14T16:20:00.000Z',
  rating: 5,
  review_desc: 'The bays fill up.',
}
const product = makeProduct({ id: 3, title: 'Tire Sale Countdown', reviews: [review] })
const sameCategory = [1, 2, 3, 4, 5, 6].map((id) => makeProduct({ id, title: `Clip ${id}` }))

describe('ProductDetailsPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.HTMLMediaElement.prototype.play = vi.fn(async () => undefined)
    window.HTMLMediaElement.prototype.pause = vi.fn()
  })

  it('shows the clip, its details, and its reviews and at most 4 related products once scrolled near', async () => {
    const viewport = stubIntersectionObserver()
    fakeApi({
      '/api/productDetails/3': product,
      '/api/productsByCategory/Oil%20Change': sameCategory,
    })
    const { container } = renderWithRouter(<ProductDetailsPage />, {
      path: '/shop/shop-details/3',
      route: '/shop/shop-details/:id',
    })
    const title = await screen.findByRole('link', { name: 'Tire Sale Countdown' })
    expect(title.getAttribute('href')).toBe('/shop/shop-details/3')
    const video = container.querySelector('video')
    expect(video?.loop && video.muted && video.getAttribute('poster')).toBe(product.img)
    // The order form is a lazy chunk: its first import transforms a few hundred modules, which
    // took over 5 s once on a machine under heavy load.
    expect(await screen.findByTestId('order-panel', {}, { timeout: 20_000 })).toBeTruthy()
    // The tabs and the related clips wait until the visitor nears them.
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByTestId('product-card')).toBeNull()
    const belowFold = container.querySelector('#reviews')
    if (!belowFold) throw new Error('no #reviews section')
    viewport.scrollNear(belowFold)
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews (1)' }))
    expect(await screen.findByText('The bays fill up.')).toBeTruthy()
    // The review form is a chunk of its own, loaded when the Reviews tab opens.
    expect(await screen.findByRole('button', { name: 'Post comment' })).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4))
    expect(screen.queryByText('Clip 3')).toBeNull()
    const facts = screen.getByTestId('clip-facts')
    expect(facts.textContent).toContain('Duration4 s')
    expect(facts.textContent).toContain('Seamless loopYes')
  }, 20_000)

  it('toggles the preview between playing and paused', async () => {
    fakeApi({ '/api/productDetails/3': product })
    renderWithRouter(<ProductDetailsPage />, {
      path: '/shop/shop-details/3',
      route: '/shop/shop-details/:id',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pause preview' }))
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeTruthy()
  })

  it('opens the reviews at once when the address points at them', async () => {
    stubIntersectionObserver()
    fakeApi({ '/api/productDetails/3': product })
    renderWithRouter(<ProductDetailsPage />, {
      path: '/shop/shop-details/3#reviews',
      route: '/shop/shop-details/:id',
    })
    const tab = await screen.findByRole('tab', { name: 'Reviews (1)' }, { timeout: 20_000 })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByText('The bays fill up.')).toBeTruthy()
  }, 20_000)

  it('sends an unknown id to /404', async () => {
    fakeApi({ '/api/productDetails/999': 404 })
    const { router } = renderWithRouter(<ProductDetailsPage />, {
      path: '/shop/shop-details/999',
      route: '/shop/shop-details/:id',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })

  it('shows the first product of the list without an id', async () => {
    fakeApi({ '/api/products': [product, makeProduct({ id: 9, title: 'Other' })] })
    renderWithRouter(<ProductDetailsPage />, { path: '/shop/shop-details' })
    expect(await screen.findByRole('link', { name: 'Tire Sale Countdown' })).toBeTruthy()
  })
})
