import type { Product } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

const get = (url: string) => testApp.app.inject(url)

describe('GET /api/categories', () => {
  it('lists each parent with its subcategories in shop order', async () => {
    const response = await get('/api/categories')
    expect(response.statusCode).toBe(200)
    const tree = response.json() as { parentTitle: string; children: string[] }[]
    expect(tree[0]).toEqual({
      parentTitle: 'Automotive',
      children: ['Car Wash', 'Oil Change', 'Tires', 'Detailing', 'Dealerships'],
    })
    expect(tree.map((category) => category.parentTitle)).toEqual([
      'Automotive',
      'Churches',
      'Schools & Sports',
      'Restaurants & Food',
      'Retail & Sales',
      'Seasonal & Holidays',
      'Services',
      'Open & Closed',
    ])
  })
})

describe('GET /api/products', () => {
  it('lists the five SPEC automotive clips priced 10 to 20 first, then the demo catalogue', async () => {
    const response = await get('/api/products')
    expect(response.statusCode).toBe(200)
    const products = response.json() as Product[]
    expect(products.length).toBeGreaterThanOrEqual(40)
    const sample = products.slice(0, 5)
    expect(sample.map((product) => [product.id, product.title, product.price])).toEqual([
      [1, 'Oil Change Special', 10],
      [2, 'Headlight Restoration Promo', 12],
      [3, 'Bubble Car Wash Loop', 15],
      [4, 'Tire Sale Countdown', 18],
      [5, 'Dealership Grand Opening', 20],
    ])
    for (const product of sample) {
      expect(product.parentCategory).toBe('Automotive')
      expect(product.reviews.length).toBeGreaterThan(0)
    }
    for (const product of products) expect(product.videoLink).toMatch(/\.mp4$/)
    expect(new Set(products.map((product) => product.parentCategory)).size).toBe(8)
    expect(products.filter((product) => product.new).length).toBeGreaterThan(5)
    expect(products.filter((product) => product.old_price !== null).length).toBeGreaterThan(5)
  })

  it('pages by id with limit and offset', async () => {
    const all = (await get('/api/products')).json() as { id: number }[]
    const page = (await get('/api/products?limit=2&offset=1')).json() as { id: number }[]
    expect(page.map((product) => product.id)).toEqual(all.slice(1, 3).map((product) => product.id))
  })
})

describe('GET /api/productDetails/:id', () => {
  it('answers one product in the SPEC shape, reviews oldest first', async () => {
    const [first] = (await get('/api/products?limit=1')).json() as { id: number }[]
    const response = await get(`/api/productDetails/${first?.id}`)
    expect(response.statusCode).toBe(200)
    const product = response.json()
    expect(product).toMatchObject({
      id: first?.id,
      title: 'Oil Change Special',
      price: 10,
      old_price: null,
      category: 'Oil Change',
      parentCategory: 'Automotive',
      brand: 'Pixel Forge',
      sizes: ['Small', 'Medium', 'Large'],
      details: { details_list: expect.arrayContaining([expect.any(String)]) },
    })
    const times = product.reviews.map((review: { time: string }) => review.time)
    expect(times).toEqual([...times].sort())
    expect(times[0]).toBe('2026-01-14T16:20:00.000Z')
  })

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/productDetails/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No product with id 999999',
    })
    const malformed = await get('/api/productDetails/abc')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toMatch(/^id: /)
  })
})

describe('GET /api/productsByCategory/:category', () => {
  it('matches a parent or a child title, ignoring case', async () => {
    const parent = await get('/api/productsByCategory/automotive')
    expect(parent.statusCode).toBe(200)
    expect(parent.json()).toHaveLength(5)
    expect(parent.headers['x-total-count']).toBe('5')
    const child = (await get('/api/productsByCategory/CAR%20WASH')).json()
    expect(child.map((product: { title: string }) => product.title)).toEqual([
      'Bubble Car Wash Loop',
    ])
  })

  it('pages with limit and offset and reports the total', async () => {
    const response = await get('/api/productsByCategory/Automotive?limit=2&offset=4')
    expect(response.json()).toHaveLength(1)
    expect(response.headers['x-total-count']).toBe('5')
  })

  it('answers an empty list for an unknown category and 400 for a bad limit', async () => {
    expect((await get('/api/productsByCategory/bakeries')).json()).toEqual([])
    const tooMany = await get('/api/productsByCategory/automotive?limit=1000')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/^limit: /)
  })
})

describe('GET /api/blog', () => {
  it('lists the entries newest first', async () => {
    const entries = (await get('/api/blog')).json() as { date: string }[]
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.map((entry) => entry.date)).toEqual(
      entries
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    )
  })
})
