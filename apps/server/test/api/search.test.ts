import type { Product } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Runs on the 45 seeded clips (ids 1-5 are the SPEC's five: Oil Change Special 10, Headlight
 * Restoration Promo 12, Bubble Car Wash Loop 15 (was 19), Tire Sale Countdown 18 (was 24),
 * Dealership Grand Opening 20). Each expectation is stated as checked against the seed data and
 * also recomputed in JavaScript from the whole catalogue (`all`), an oracle independent of search.
 */
let testApp: TestApp
let all: Product[]

beforeAll(async () => {
  testApp = await createTestApp()
  all = (await testApp.app.inject('/api/products')).json()
})

afterAll(async () => {
  await testApp.close()
})

async function search(query: string) {
  const response = await testApp.app.inject(`/api/products/search?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json()
  return { ...body, titles: body.results.map((product: { title: string }) => product.title) }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byTitle = (a: Product, b: Product) =>
  byCodeUnits(titleKey(a.title), titleKey(b.title)) || a.id - b.id
const texts = (p: Product) => [
  p.title,
  p.sm_desc,
  p.category,
  p.parentCategory,
  p.brand,
  p.details.details_text,
  p.details.details_text_2,
  ...p.details.details_list,
]
const titlesOf = (products: Product[]) => products.map((product) => product.title)
/** value → count over the given clips, most first, then by name: the facet order. */
function tally(products: Product[], values: (product: Product) => string[]) {
  const counts = new Map<string, number>()
  for (const product of products)
    for (const value of new Set(values(product))) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || byCodeUnits(a.value, b.value))
}

it('runs on the 45-clip demo catalogue', () => {
  expect(all).toHaveLength(45)
  expect(all.map((product) => product.id).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 45 }, (_, index) => index + 1),
  )
})

describe('text search', () => {
  it('finds by title, description, category, brand and details', async () => {
    expect((await search('q=oil')).titles).toEqual(['Oil Change Special'])
    expect((await search('q=polished lens')).titles).toEqual(['Headlight Restoration Promo'])
    expect((await search('q=dealerships')).titles).toEqual(['Dealership Grand Opening'])
    // "brightbox" is a brand only: every Brightbox clip, and the SPEC's one first.
    const brightbox = await search('q=brightbox')
    const brightboxClips = all.filter((p) => same(p.brand, 'brightbox'))
    expect(brightbox.count).toBe(8)
    expect(brightboxClips).toHaveLength(8)
    expect(brightbox.titles[0]).toBe('Bubble Car Wash Loop')
    expect(new Set(brightbox.titles)).toEqual(new Set(titlesOf(brightboxClips)))
    expect((await search('q=controllers')).count).toBeGreaterThan(0)
  })

  it.each([
    ['hedlight', 'Headlight Restoration Promo'],
    ['oill chnage', 'Oil Change Special'],
    ['bubbel car wash', 'Bubble Car Wash Loop'],
    ['dealrship', 'Dealership Grand Opening'],
  ])('forgives the typo in %j', async (q, title) => {
    expect((await search(`q=${encodeURIComponent(q)}`)).titles[0]).toBe(title)
  })

  it('completes a partly typed word', async () => {
    // "headl" is the start of headlight and of headline (in many clips' descriptions): the title
    // match ranks first, then the SPEC's Oil Change Special, and every clip with such a word is found.
    const result = await search('q=headl&pageSize=60')
    const expected = all.filter((p) => texts(p).some((text) => /\bheadl/i.test(text)))
    expect(expected.length).toBe(42)
    expect(result.count).toBe(expected.length)
    expect(result.titles.slice(0, 2)).toEqual(['Headlight Restoration Promo', 'Oil Change Special'])
    expect(new Set(result.titles)).toEqual(new Set(titlesOf(expected)))
    expect((await search('q=tire%20sal')).titles).toEqual(['Tire Sale Countdown'])
  })

  it('finds nothing for words the catalogue lacks, with empty facets', async () => {
    const result = await search('q=xyzzyq')
    expect(result).toMatchObject({ results: [], count: 0 })
    expect(result.facets.price).toEqual({ min: 0, max: 0 })
  })

  it('treats an empty query as no text filter', async () => {
    expect((await search('q=')).count).toBe(45)
    expect((await search('q=')).count).toBe(all.length)
  })
})

describe('filters', () => {
  const hasSize = (size: string) => (p: Product) => p.sizes.some((s) => same(s, size))
  const hasColor = (color: string) => (p: Product) => p.colors.some((c) => same(c, color))
  it.each<[string, number, (p: Product) => boolean]>([
    ['productType=automotive', 5, (p) => same(p.parentCategory, 'automotive')],
    ['productType=Car%20Wash', 1, (p) => same(p.category, 'car wash')],
    ['category=AUTOMOTIVE', 5, (p) => same(p.parentCategory, 'automotive')],
    ['category=car%20wash', 1, (p) => same(p.category, 'car wash')],
    ['subcategory=Detailing', 1, (p) => same(p.category, 'detailing')],
    ['subcategory=Automotive', 0, (p) => same(p.category, 'automotive')],
    ['brand=pixel%20forge', 7, (p) => same(p.brand, 'pixel forge')],
    ['size=large', 31, hasSize('large')],
    ['color=CYAN', 8, hasColor('cyan')],
    ['minPrice=12&maxPrice=18', 30, (p) => p.price >= 12 && p.price <= 18],
    ['minPrice=18.5', 1, (p) => p.price >= 18.5],
    ['maxPrice=9', 3, (p) => p.price <= 9],
    ['maxPrice=8.99', 0, (p) => p.price <= 8.99],
    [
      'brand=Glowline%20Studio&size=Small&color=white',
      6,
      (p) => same(p.brand, 'glowline studio') && hasSize('small')(p) && hasColor('white')(p),
    ],
    ['q=sale&category=Tires', 1, (p) => p.title === 'Tire Sale Countdown'],
    ['brand=', 45, () => true],
  ])('%s matches %i', async (query, count, filter) => {
    const expected = all.filter(filter)
    expect(expected).toHaveLength(count)
    const result = await search(`${query}&pageSize=60`)
    expect(result.count).toBe(count)
    expect(result.results).toHaveLength(count)
    expect(new Set(result.titles)).toEqual(new Set(titlesOf(expected)))
  })
})

describe('sorting', () => {
  it('asc sorts by title, high and low by price', async () => {
    const asc = (await search('sortBy=asc&pageSize=60')).titles
    expect(asc).toEqual(titlesOf([...all].sort(byTitle)))
    expect(asc.slice(0, 3)).toEqual([
      'Back to School Welcome',
      'Bakery Fresh Bread Daily',
      'Bubble Car Wash Loop',
    ])
    expect(asc.at(-1)).toBe('Welcome Friends')
    const prices = async (sortBy: string) =>
      (await search(`sortBy=${sortBy}&pageSize=60`)).results.map(
        (product: { price: number }) => product.price,
      )
    const ascending = all.map((p) => p.price).sort((a, b) => a - b)
    expect(await prices('high')).toEqual([...ascending].reverse())
    expect(await prices('low')).toEqual(ascending)
    expect(ascending[0]).toBe(9)
    expect(ascending.at(-1)).toBe(20)
  })

  it('sale keeps only products whose old price is above their price', async () => {
    const result = await search('sortBy=sale&pageSize=60')
    const expected = all.filter((p) => p.old_price !== null && p.old_price > p.price).sort(byTitle)
    expect(expected).toHaveLength(17)
    expect(result.count).toBe(17)
    expect(result.titles).toEqual(titlesOf(expected))
    expect(result.titles).toContain('Bubble Car Wash Loop')
    expect(result.titles).toContain('Tire Sale Countdown')
    expect(result.titles).not.toContain('Oil Change Special')
  })

  it('sorts a text search by price when asked', async () => {
    expect((await search('q=car&sortBy=high')).results[0].price).toBeGreaterThanOrEqual(
      (await search('q=car&sortBy=low')).results[0].price,
    )
  })
})

describe('paging', () => {
  it('counts every match and returns the asked page', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) => search(`sortBy=low&pageSize=10&page=${page}`)),
    )
    expect(pages.map((page) => page.count)).toEqual([45, 45, 45, 45, 45, 45])
    expect(pages.map((page) => page.results.length)).toEqual([10, 10, 10, 10, 5, 0])
    const ids = pages.flatMap((page) => page.results.map((product: { id: number }) => product.id))
    expect(new Set(ids).size).toBe(45)
    expect(ids).toEqual(
      [...all].sort((a, b) => a.price - b.price || a.id - b.id).map((product) => product.id),
    )
  })
})

describe('facets', () => {
  it('counts categories in shop order, brands, sizes, colours and the price range', async () => {
    const { facets } = await search('')
    const tree = (parentTitle: string, children: [string, number][]) => ({
      parentTitle,
      count: children.reduce((sum, [, count]) => sum + count, 0),
      children: children.map(([value, count]) => ({ value, count })),
    })
    expect(facets.categories).toEqual([
      tree('Automotive', [
        ['Car Wash', 1],
        ['Oil Change', 1],
        ['Tires', 1],
        ['Detailing', 1],
        ['Dealerships', 1],
      ]),
      tree('Churches', [
        ['Worship Services', 3],
        ['Church Events', 2],
      ]),
      tree('Schools & Sports', [
        ['Back to School', 2],
        ['Game Day', 2],
        ['Graduation', 1],
      ]),
      tree('Restaurants & Food', [
        ['Pizza', 2],
        ['Coffee & Bakery', 2],
        ['Burgers & Grill', 1],
        ['Happy Hour', 1],
      ]),
      tree('Retail & Sales', [
        ['Clearance', 2],
        ['Store Events', 2],
        ['Fashion', 1],
        ['Pharmacy', 1],
      ]),
      tree('Seasonal & Holidays', [
        ['Christmas', 2],
        ['Halloween', 1],
        ['Thanksgiving', 1],
        ["Valentine's Day", 1],
        ['Fourth of July', 2],
        ['New Year', 1],
      ]),
      tree('Services', [
        ['Salon & Beauty', 1],
        ['Fitness', 1],
        ['Health & Dental', 1],
        ['Tax & Finance', 1],
        ['Laundry', 1],
      ]),
      tree('Open & Closed', [
        ['Open Signs', 2],
        ['Closed Signs', 1],
        ['Welcome', 1],
        ['Now Hiring', 1],
      ]),
    ])
    // The oracle agrees on every count (the order is the shop's, checked above).
    for (const parent of facets.categories) {
      expect(parent.count).toBe(all.filter((p) => p.parentCategory === parent.parentTitle).length)
      for (const child of parent.children)
        expect(child.count).toBe(
          all.filter((p) => p.parentCategory === parent.parentTitle && p.category === child.value)
            .length,
        )
    }
    expect(facets.brands).toEqual(tally(all, (p) => [p.brand]))
    expect(facets.brands.slice(0, 2)).toEqual([
      { value: 'Brightbox', count: 8 },
      { value: 'Glowline Studio', count: 7 },
    ])
    expect(facets.sizes).toEqual([
      { value: 'Medium', count: 45 },
      { value: 'Small', count: 39 },
      { value: 'Large', count: 31 },
    ])
    expect(facets.sizes).toEqual(tally(all, (p) => p.sizes))
    expect(facets.colors).toEqual(tally(all, (p) => p.colors))
    expect(facets.colors[0]).toEqual({ value: 'white', count: 38 })
    expect(facets.price).toEqual({ min: 9, max: 20 })
  })

  it('follows the text query', async () => {
    const { facets } = await search('q=wash')
    expect(facets.brands).toEqual([{ value: 'Brightbox', count: 1 }])
    expect(facets.price).toEqual({ min: 15, max: 15 })
  })

  it('leaves out its own filter, so the sidebar keeps the alternatives', async () => {
    const result = await search('brand=Brightbox&minPrice=14')
    expect(result.titles).toEqual(['Bubble Car Wash Loop', 'Clearance Sale Everything Must Go'])
    expect(result.count).toBe(2)
    // The brand facet counts every brand's clips at 14 or more, not only Brightbox's.
    const atLeast14 = all.filter((p) => p.price >= 14)
    expect(result.facets.brands).toEqual(tally(atLeast14, (p) => [p.brand]))
    expect(result.facets.brands).toEqual([
      { value: 'Glowline Studio', count: 4 },
      { value: 'Neon Parade', count: 4 },
      { value: 'Pixel Forge', count: 4 },
      { value: 'Brightbox', count: 2 },
      { value: 'Lumen & Co', count: 2 },
    ])
    expect(
      result.facets.categories.map((parent: { parentTitle: string; count: number }) => [
        parent.parentTitle,
        parent.count,
      ]),
    ).toEqual([
      ['Automotive', 1],
      ['Retail & Sales', 1],
    ])
    // The slider runs over the brand's clips regardless of the price filter.
    const brightboxPrices = all.filter((p) => p.brand === 'Brightbox').map((p) => p.price)
    expect(result.facets.price).toEqual({
      min: Math.min(...brightboxPrices),
      max: Math.max(...brightboxPrices),
    })
    expect(result.facets.price).toEqual({ min: 10, max: 16 })
    expect((await search('minPrice=14')).facets.price).toEqual({ min: 9, max: 20 })
  })
})
