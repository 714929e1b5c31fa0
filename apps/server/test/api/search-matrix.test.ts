import type { Product } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProducts } from '../../src/seed/synthetic/index.ts'
import { listedCount, untilShopLists } from '../helpers/catalog.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Every sort with every filter, page by page, against the same rules applied in JavaScript
 * to the whole catalogue (the 45 seeded clips plus 60 generated ones).
 */
let testApp: TestApp
let all: Product[]

beforeAll(async () => {
  testApp = await createTestApp()
  const seeded = await listedCount(testApp.app)
  await addSyntheticProducts(testApp.database.db, { count: 60, seed: 7 })
  await untilShopLists(testApp.app, seeded + 60)
  all = (await testApp.app.inject('/api/products')).json()
})

afterAll(async () => {
  await testApp.close()
})

const PAGE_SIZE = 7
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

type Filter = (product: Product) => boolean
const filters: [string, Filter][] = [
  ['', () => true],
  [
    'category=restaurants',
    (p) => same(p.parentCategory, 'restaurants') || same(p.category, 'restaurants'),
  ],
  ['category=Car%20Wash', (p) => same(p.category, 'car wash')],
  ['productType=Automotive', (p) => same(p.parentCategory, 'automotive')],
  ['subcategory=pizza', (p) => same(p.category, 'pizza')],
  ['brand=neon%20drift', (p) => same(p.brand, 'neon drift')],
  ['size=small', (p) => p.sizes.some((size) => same(size, 'small'))],
  ['color=RED', (p) => p.colors.some((color) => same(color, 'red'))],
  ['minPrice=20&maxPrice=40.5', (p) => p.price >= 20 && p.price <= 40.5],
  [
    'brand=Pixel%20Forge&size=Medium',
    (p) => same(p.brand, 'pixel forge') && p.sizes.includes('Medium'),
  ],
]

const sorts: [string, (a: Product, b: Product) => number, Filter][] = [
  ['', (a, b) => byCodeUnits(titleKey(a.title), titleKey(b.title)) || a.id - b.id, () => true],
  ['asc', (a, b) => byCodeUnits(titleKey(a.title), titleKey(b.title)) || a.id - b.id, () => true],
  ['high', (a, b) => b.price - a.price || a.id - b.id, () => true],
  ['low', (a, b) => a.price - b.price || a.id - b.id, () => true],
  [
    'sale',
    (a, b) => byCodeUnits(titleKey(a.title), titleKey(b.title)) || a.id - b.id,
    (p) => p.old_price !== null && p.old_price > p.price,
  ],
]

async function allPages(query: string) {
  const pages: { count: number; ids: number[] }[] = []
  for (let page = 1; ; page++) {
    const response = await testApp.app.inject(
      `/api/products/search?${query}&pageSize=${PAGE_SIZE}&page=${page}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    pages.push({ count: body.count, ids: body.results.map((product: Product) => product.id) })
    if (body.results.length < PAGE_SIZE) return pages
  }
}

describe('every filter, sort and page', () => {
  it('has a catalogue large enough to page through', () => {
    // The 45 seeded clips plus the 60 generated ones, several pages of PAGE_SIZE.
    expect(all).toHaveLength(105)
  })

  for (const [filterQuery, filter] of filters) {
    for (const [sortBy, compare, sortFilter] of sorts) {
      const query = [filterQuery, sortBy && `sortBy=${sortBy}`].filter(Boolean).join('&')
      it(`${query || '(no parameters)'}`, async () => {
        const expected = all
          .filter((product) => filter(product) && sortFilter(product))
          .sort(compare)
        const pages = await allPages(query)
        for (const page of pages) expect(page.count).toBe(expected.length)
        expect(pages.flatMap((page) => page.ids)).toEqual(expected.map((product) => product.id))
      })
    }
  }

  it('pages a text search sorted by price', async () => {
    const word = /\bcoffee\b/i
    const expected = all
      .filter((p) =>
        [
          p.title,
          p.sm_desc,
          p.category,
          p.parentCategory,
          p.brand,
          p.details.details_text,
          p.details.details_text_2,
          ...p.details.details_list,
        ].some((text) => word.test(text)),
      )
      .sort((a, b) => a.price - b.price || a.id - b.id)
    expect(expected.length).toBeGreaterThan(0)
    const pages = await allPages('q=coffee&sortBy=low')
    expect(new Set(pages.flatMap((page) => page.ids))).toEqual(new Set(expected.map((p) => p.id)))
    expect(pages[0]?.count).toBe(expected.length)
    const prices = pages
      .flatMap((page) => page.ids)
      .map((id) => all.find((p) => p.id === id)?.price)
    expect(prices).toEqual(expected.map((p) => p.price))
  })

  it('gives the price range of the matches without the price filter', async () => {
    const inRestaurants = all.filter((p) => same(p.parentCategory, 'restaurants'))
    const response = await testApp.app.inject(
      '/api/products/search?category=restaurants&minPrice=30&maxPrice=31',
    )
    expect(response.json().facets.price).toEqual({
      min: Math.min(...inRestaurants.map((p) => p.price)),
      max: Math.max(...inRestaurants.map((p) => p.price)),
    })
  })
})
