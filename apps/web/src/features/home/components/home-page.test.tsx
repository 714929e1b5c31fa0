import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { HomePage } from './home-page'
import { HOME_VARIANTS } from './home-variants'

const products = [
  makeProduct({
    id: 1,
    title: 'Oil Change Special',
    trending: true,
    reviews: [
      { img: '', name: 'Dale', time: '2026-01-01T00:00:00.000Z', rating: 5, review_desc: 'Good.' },
    ],
  }),
  makeProduct({ id: 2, title: 'Headlight Promo', new: true }),
  makeProduct({ id: 3, title: 'Bubble Wash', price: 15, old_price: 19, discount: 21 }),
  makeProduct({ id: 4, title: 'Tire Countdown', price: 18, old_price: 24, discount: 25 }),
  makeProduct({ id: 5, title: 'Grand Opening', new: true, banner: true }),
]

const renderHome = (style: number) => {
  fakeApi({
    '/api/products': products,
    '/api/categories': [{ parentTitle: 'Automotive', children: ['Oil Change'] }],
  })
  return renderWithRouter(<HomePage style={style} />)
}

describe('HomePage', () => {
  beforeEach(resetLists)

  it('lists every clip as a card on the main home, with the rails as plain tiles', async () => {
    renderHome(4)
    expect(await screen.findAllByTestId('product-card')).toHaveLength(5)
    const deals = screen.getByRole('region', { name: 'Deals' })
    expect(within(deals).queryAllByTestId('product-card')).toHaveLength(0)
    expect(within(deals).getByText('-25%')).toBeTruthy()
    expect(
      within(deals)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tire Countdown', 'Bubble Wash'])
  })

  it('shows the rails as product cards on the other layouts', async () => {
    renderHome(1)
    const arrivals = await screen.findByRole('region', { name: 'New arrivals' })
    expect(within(arrivals).getAllByTestId('product-card')).toHaveLength(2)
    expect(
      screen.getByRole('heading', { level: 1, name: 'New loops for every kind of sign' }),
    ).toBeTruthy()
  })

  it('shows a reviewer without a picture by their initials, never an image with no source', async () => {
    const { container } = renderHome(1)
    const reviews = await screen.findByRole('region', { name: 'What sign owners say' })
    expect(within(reviews).getByText('Dale')).toBeTruthy()
    expect(within(reviews).getByText('D')).toBeTruthy()
    expect(container.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0)
  })

  it('plays the banner clip in the hero', async () => {
    renderHome(2)
    expect(await screen.findByLabelText('Grand Opening playing on a sign')).toBeTruthy()
  })

  it('tiles the businesses, linking to the filtered shop', async () => {
    renderHome(4)
    const count = await screen.findByText('5 clips')
    const link = count.closest('a')
    expect(link?.getAttribute('href')).toBe('/shop?category=Automotive')
  })

  it('leads the sale layout with its deepest markdown, in the hero and a full grid of deals', async () => {
    renderHome(3)
    expect(await screen.findByLabelText('Tire Countdown playing on a sign')).toBeTruthy()
    const deals = await screen.findByRole('region', { name: 'Deals' })
    expect(within(deals).getAllByTestId('product-card')).toHaveLength(2)
    const rated = await screen.findByRole('region', { name: 'Best reviewed' })
    expect(within(rated).getByRole('heading', { name: 'Oil Change Special' })).toBeTruthy()
  }, 20_000)

  it('gives the category-led layout a row of clips per business', async () => {
    renderHome(2)
    const rail = await screen.findByRole('region', { name: 'Automotive' })
    expect(within(rail).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(
      within(rail).getByRole('link', { name: 'All Automotive clips' }).getAttribute('href'),
    ).toBe('/shop?category=Automotive')
  }, 20_000)

  it('has seven layouts that differ in their sections, not only in their order', () => {
    const layouts = Object.values(HOME_VARIANTS).map((variant) =>
      JSON.stringify([...variant.sections].sort()),
    )
    expect(layouts).toHaveLength(7)
    expect(new Set(layouts).size).toBe(7)
  })
})
