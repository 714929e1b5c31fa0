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

  it('counts a clip that newly matches a text in the total and the facets of every page', async () => {
    type Found = {
      count: number
      facets: { categories: { parentTitle: string; count: number }[] }
    }
    const search = (page: number): Promise<Found> =>
      get(`/api/products/search?q=headlight&page=${page}`)
    const inFood = (found: Found) =>
      found.facets.categories.find((category) => category.parentTitle === 'Restaurants & Food')
        ?.count ?? 0
    const before = await search(1)
    await search(2)
    const { db } = testApp.database
    const [coffee] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.title, 'Fresh Coffee Morning Loop'))
    await db
      .update(products)
      .set({ title: 'Fresh Coffee Headlight Loop' })
      .where(eq(products.id, coffee?.id as number))

    await vi.waitFor(async () => {
      expect((await search(1)).count).toBe(before.count + 1)
    })
    const after = await search(2)
    expect(after.count).toBe(before.count + 1)
    expect(inFood(after)).toBe(inFood(before) + 1)
  })
})
