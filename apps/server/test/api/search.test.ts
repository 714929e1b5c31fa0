import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Runs on the five seeded clips: Oil Change Special 10, Headlight Restoration Promo 12,
 * Bubble Car Wash Loop 15 (was 19), Tire Sale Countdown 18 (was 24), Dealership Grand Opening 20. */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
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

describe('text search', () => {
  it('finds by title, description, category, brand and details', async () => {
    expect((await search('q=oil')).titles[0]).toBe('Oil Change Special')
    expect((await search('q=polished lens')).titles).toEqual(['Headlight Restoration Promo'])
    expect((await search('q=dealerships')).titles).toEqual(['Dealership Grand Opening'])
    expect((await search('q=brightbox')).titles).toEqual(['Bubble Car Wash Loop'])
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
    // "headl" is the start of headlight and of headline (in Oil Change Special's description).
    expect((await search('q=headl')).titles).toEqual([
      'Headlight Restoration Promo',
      'Oil Change Special',
    ])
    expect((await search('q=tire%20sal')).titles[0]).toBe('Tire Sale Countdown')
  })

  it('finds nothing for words the catalogue lacks, with empty facets', async () => {
    const result = await search('q=xyzzyq')
    expect(result).toMatchObject({ results: [], count: 0 })
    expect(result.facets.price).toEqual({ min: 0, max: 0 })
  })

  it('treats an empty query as no text filter', async () => {
    expect((await search('q=')).count).toBe(5)
  })
})

describe('filters', () => {
  it.each([
    ['productType=automotive', 5],
    ['productType=Car%20Wash', 1],
    ['category=AUTOMOTIVE', 5],
    ['category=car%20wash', 1],
    ['subcategory=Detailing', 1],
    ['subcategory=Automotive', 0],
    ['brand=pixel%20forge', 2],
    ['size=large', 4],
    ['color=CYAN', 2],
    ['minPrice=12&maxPrice=18', 3],
    ['minPrice=18.5', 1],
    ['maxPrice=9.99', 0],
    ['brand=Glowline%20Studio&size=Small&color=white', 2],
    ['q=sale&category=Tires', 1],
    ['brand=', 5],
  ])('%s matches %i', async (query, count) => {
    const result = await search(query)
    expect(result.count).toBe(count)
    expect(result.results).toHaveLength(count)
  })
})

describe('sorting', () => {
  it('asc sorts by title, high and low by price', async () => {
    expect((await search('sortBy=asc')).titles).toEqual([
      'Bubble Car Wash Loop',
      'Dealership Grand Opening',
      'Headlight Restoration Promo',
      'Oil Change Special',
      'Tire Sale Countdown',
    ])
    const prices = async (sortBy: string) =>
      (await search(`sortBy=${sortBy}`)).results.map((product: { price: number }) => product.price)
    expect(await prices('high')).toEqual([20, 18, 15, 12, 10])
    expect(await prices('low')).toEqual([10, 12, 15, 18, 20])
  })

  it('sale keeps only products whose old price is above their price', async () => {
    const result = await search('sortBy=sale')
    expect(result.count).toBe(2)
    expect(result.titles).toEqual(['Bubble Car Wash Loop', 'Tire Sale Countdown'])
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
      [1, 2, 3, 4].map((page) => search(`sortBy=low&pageSize=2&page=${page}`)),
    )
    expect(pages.map((page) => page.count)).toEqual([5, 5, 5, 5])
    expect(pages.map((page) => page.results.length)).toEqual([2, 2, 1, 0])
    const ids = pages.flatMap((page) => page.results.map((product: { id: number }) => product.id))
    expect(new Set(ids).size).toBe(5)
  })
})

describe('facets', () => {
  it('counts categories in shop order, brands, sizes, colours and the price range', async () => {
    const { facets } = await search('')
    expect(facets.categories).toEqual([
      {
        parentTitle: 'Automotive',
        count: 5,
        children: ['Car Wash', 'Oil Change', 'Tires', 'Detailing', 'Dealerships'].map((value) => ({
          value,
          count: 1,
        })),
      },
    ])
    expect(facets.brands).toEqual([
      { value: 'Glowline Studio', count: 2 },
      { value: 'Pixel Forge', count: 2 },
      { value: 'Brightbox', count: 1 },
    ])
    expect(facets.sizes).toEqual([
      { value: 'Medium', count: 5 },
      { value: 'Large', count: 4 },
      { value: 'Small', count: 4 },
    ])
    expect(facets.colors[0]).toEqual({ value: 'white', count: 5 })
    expect(facets.price).toEqual({ min: 10, max: 20 })
  })

  it('follows the text query', async () => {
    const { facets } = await search('q=wash')
    expect(facets.brands).toEqual([{ value: 'Brightbox', count: 1 }])
    expect(facets.price).toEqual({ min: 15, max: 15 })
  })

  it('leaves out its own filter, so the sidebar keeps the alternatives', async () => {
    const result = await search('brand=Brightbox&minPrice=14')
    expect(result.count).toBe(1)
    expect(result.facets.brands).toEqual([
      { value: 'Brightbox', count: 1 },
      { value: 'Glowline Studio', count: 1 },
      { value: 'Pixel Forge', count: 1 },
    ])
    expect(result.facets.categories[0].count).toBe(1)
    // The slider runs over the brand's clips regardless of the price filter.
    expect(result.facets.price).toEqual({ min: 15, max: 15 })
    expect((await search('minPrice=14')).facets.price).toEqual({ min: 10, max: 20 })
  })
})
