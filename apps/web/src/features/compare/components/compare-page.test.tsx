import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { ComparePage } from './compare-page'

const tire = makeProduct({
  id: 3,
  title: 'Tire Sale',
  price: 12,
  old_price: 16,
  rating: 4,
  brand: 'Pixel Forge',
  category: 'Tires',
  sizes: ['Medium', 'Large'],
  colors: ['yellow', 'red'],
  clip_facts: {
    duration_seconds: 4,
    fps: 25,
    width: 384,
    height: 192,
    seamless_loop: true,
    text_height: 30,
  },
})
const wash = makeProduct({ id: 4, title: 'Car Wash', sm_desc: 'Bubbles rise.' })

describe('ComparePage', () => {
  beforeEach(resetLists)

  it('says there is nothing to compare, with a way to the shop', () => {
    renderWithRouter(<ComparePage />)
    expect(screen.getByRole('heading', { name: 'No Compare product' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop')
  })

  it('shows a column per clip and the SPEC rows', async () => {
    useCompareStore.setState({ items: [tire, wash] })
    renderWithRouter(<ComparePage />)
    // The table is a lazy chunk: its first import is slow on a loaded machine.
    const columns = await screen.findAllByTestId('compare-column', {}, { timeout: 15_000 })
    expect(columns.map((column) => column.textContent)).toEqual(['Tire Sale', 'Car Wash'])
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Product',
      'Description',
      'Price',
      'Category',
      'Brand',
      'Duration',
      'Source shape',
      'Sizes',
      'Colours',
      'Add to cart',
      'Rating',
      'Remove',
    ])
    expect(screen.getByText('Bubbles rise.')).toBeTruthy()
    expect(screen.getByText('$12.00')).toBeTruthy()
    const cells = (label: string) =>
      Array.from(
        screen.getByRole('rowheader', { name: label }).closest('tr')?.querySelectorAll('td') ?? [],
      ).map((cell) => cell.textContent)
    expect(cells('Price')).toEqual(['$12.00was $16.00', '$10.00'])
    expect(cells('Category')).toEqual(['Automotive / Tires', 'Automotive / Oil Change'])
    expect(cells('Duration')).toEqual(['4 s', '4 s'])
    expect(cells('Source shape')).toEqual(['384 x 192 px (2:1)', '384 x 192 px (2:1)'])
    expect(cells('Sizes')).toEqual(['Medium, Large', 'Small'])
    expect(cells('Colours')).toEqual(['Yellow, Red', 'Amber'])
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: '+ Add to Cart' })[0] as HTMLElement)
    // Adding may wait for the cart's code to load: the link comes once it is in.
    expect(await screen.findAllByRole('link', { name: 'View Cart' })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tire Sale from compare' }))
    expect(screen.getAllByTestId('compare-column')).toHaveLength(1)
    expect(JSON.parse(localStorage.getItem('compare_products') ?? 'null')).toEqual([wash])
  }, 20_000)
})
