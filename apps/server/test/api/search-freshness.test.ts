import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { products, reviews } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Searches, product pages and category pages take their products from a document cache;
 * a catalogue write must reach all three. Each check asks a URL not requested before, so
 * the response cache cannot answer it and only the document cache could be stale.
 */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

let fresh = 0
async function get(url: string) {
  fresh += 1
  const separator = url.includes('?') ? '&' : '?'
  const response = await testApp.app.inject(`${url}${separator}fresh=${fresh}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function oilChange() {
  const { results } = await get('/api/products/search?q=oil%20change')
  return results[0] as { id: number; title: string; reviews: { name: string }[] }
}

describe('after a catalogue change', () => {
  it('shows a new title in search results and on the product and category pages', async () => {
    const before = await oilChange()
    expect(before.title).toBe('Oil Change Special')
    await get(`/api/productDetails/${before.id}`)
    await get('/api/productsByCategory/automotive')

    const { db } = testApp.database
    await db.update(products).set({ title: 'Oil Change Deluxe' }).where(eq(products.id, before.id))

    await vi.waitFor(async () => {
      expect((await oilChange()).title).toBe('Oil Change Deluxe')
    })
    expect((await get(`/api/productDetails/${before.id}`)).title).toBe('Oil Change Deluxe')
    const category = await get('/api/productsByCategory/automotive')
    expect(category.map((product: { title: string }) => product.title)).toContain(
      'Oil Change Deluxe',
    )
  })

  it('shows a new review in search results and on the product page', async () => {
    const before = await oilChange()
    await testApp.database.db.insert(reviews).values({
      productId: before.id,
      img: '/media/reviewer.webp',
      name: 'Fresh Reviewer',
      createdAt: new Date('2030-01-01T00:00:00Z'),
      rating: 5,
      body: 'Booked twice.',
    })

    await vi.waitFor(async () => {
      expect((await oilChange()).reviews.map((review) => review.name)).toContain('Fresh Reviewer')
    })
    const details = await get(`/api/productDetails/${before.id}`)
    expect(details.reviews.at(-1)).toMatchObject({ name: 'Fresh Reviewer', rating: 5 })
  })
})
