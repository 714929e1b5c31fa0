import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listenForNotifications } from '../../src/db/notifications.ts'
import { brands, products, reviews } from '../../src/db/schema.ts'
import { CATALOG_CHANNEL, parseCatalogChange } from '../../src/services/search/catalog-changes.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * A catalogue write reaches every read that shows it, through the response cache: each URL
 * here is requested (and cached) before the write and the same URL again after it.
 */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

interface Doc {
  id: number
  title: string
  price: number
  parentCategory: string
  reviews: { name: string }[]
}

async function get(url: string) {
  const response = await testApp.app.inject(url)
  return { status: response.statusCode, body: response.json(), cache: response.headers['x-cache'] }
}

async function productTitled(title: string): Promise<Doc> {
  const { body } = await get(`/api/products/search?q=${encodeURIComponent(title)}`)
  const found = (body.results as Doc[]).find((product) => product.title === title)
  if (!found) throw new Error(`no product titled ${title}`)
  return found
}

/** The URLs that show `product`: search by its title, the listing, its page, its category. */
function pagesOf(product: Doc) {
  return {
    search: `/api/products/search?q=${encodeURIComponent(product.title)}`,
    listing: '/api/products/search?pageSize=60',
    details: `/api/productDetails/${product.id}`,
    category: `/api/productsByCategory/${encodeURIComponent(product.parentCategory)}?limit=100`,
  }
}

async function readAll(pages: ReturnType<typeof pagesOf>) {
  return {
    search: await get(pages.search),
    listing: await get(pages.listing),
    details: await get(pages.details),
    category: await get(pages.category),
  }
}

const inList = (list: Doc[], id: number) => list.find((product) => product.id === id)

type Reads = Awaited<ReturnType<typeof readAll>>

/**
 * Reads every page until all of them pass `check`. A write is dropped from the cache as soon
 * as its notification arrives, and again once the facets are refreshed: a read in between
 * may still count the old catalogue, but none may once it settles (within a second; the
 * cache itself would keep a stale answer for a minute).
 */
async function settled(pages: ReturnType<typeof pagesOf>, check: (after: Reads) => void) {
  await vi.waitFor(async () => check(await readAll(pages)), { timeout: 2000 })
}

// First, while no write's notification is on its way: a change arriving mid-computation
// rightly stops its answer from being shared, and the query would then run again.
describe('the response cache', () => {
  it('computes concurrent identical misses once and shares the answer', async () => {
    const search = vi.spyOn(testApp.app.catalogSearch, 'search')
    try {
      const url = '/api/products/search?q=headlight&pageSize=7'
      const answers = await Promise.all(Array.from({ length: 20 }, () => testApp.app.inject(url)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
      expect(search).toHaveBeenCalledTimes(1)
    } finally {
      search.mockRestore()
    }
  })

  it('shares one entry across unknown parameters and parameter order', async () => {
    const first = await get('/api/products/search?q=wash&sortBy=low&pageSize=5')
    expect(first.cache).toBeUndefined()
    for (const url of [
      '/api/products/search?q=wash&sortBy=low&pageSize=5&_cb=1',
      '/api/products/search?pageSize=5&_cb=2&sortBy=low&q=wash',
      '/api/products/search?q=wash&sortBy=low&pageSize=5&page=1',
    ]) {
      const again = await get(url)
      expect(again.cache, url).toBe('hit')
      expect(again.body).toEqual(first.body)
    }
    await get('/api/productDetails/3?utm_source=mail')
    expect((await get('/api/productDetails/3')).cache).toBe('hit')
  })
})

describe('after a catalogue write', () => {
  it('a review shows in search, product and category pages; other pages stay cached', async () => {
    const product = await productTitled('Oil Change Special')
    const other = await productTitled('Headlight Restoration Promo')
    const pages = pagesOf(product)
    await readAll(pages)
    await get(`/api/productDetails/${other.id}`)

    await testApp.database.db.insert(reviews).values({
      productId: product.id,
      img: '/media/reviewer.webp',
      name: 'Cached Reviewer',
      createdAt: new Date('2030-01-01T00:00:00Z'),
      rating: 4,
      body: 'Seen everywhere.',
    })

    const named = (doc: Doc | undefined) => doc?.reviews.map((review) => review.name) ?? []
    await settled(pages, (after) => {
      expect(named(after.details.body)).toContain('Cached Reviewer')
      expect(named(inList(after.search.body.results, product.id))).toContain('Cached Reviewer')
      expect(named(inList(after.listing.body.results, product.id))).toContain('Cached Reviewer')
      expect(named(inList(after.category.body, product.id))).toContain('Cached Reviewer')
    })
    // The review touched one product: another product's page is still served from the cache.
    expect((await get(`/api/productDetails/${other.id}`)).cache).toBe('hit')
  })

  it('a price edit shows in results, the price facet, product and category pages', async () => {
    const product = await productTitled('Headlight Restoration Promo')
    const pages = pagesOf(product)
    const before = await readAll(pages)
    expect(before.listing.body.facets.price.max).toBeLessThan(987)

    await testApp.database.db
      .update(products)
      .set({ priceCents: 98_700 })
      .where(eq(products.id, product.id))

    await settled(pages, (after) => {
      expect(after.details.body.price).toBe(987)
      expect(inList(after.search.body.results, product.id)?.price).toBe(987)
      expect(after.listing.body.facets.price.max).toBe(987)
      expect(inList(after.category.body, product.id)?.price).toBe(987)
    })
  })

  it('a new product is found, counted and listed', async () => {
    const model = await productTitled('Oil Change Special')
    const pages = { ...pagesOf(model), search: '/api/products/search?q=zanzibar' }
    const before = await readAll(pages)
    expect(before.search.body.count).toBe(0)

    const [row] = await testApp.database.db.select().from(products).where(eq(products.id, model.id))
    if (!row) throw new Error('model product missing')
    const { id: _id, searchVector: _s, rankVector: _r, titleKey: _t, createdAt: _c, ...copy } = row
    const [added] = await testApp.database.db
      .insert(products)
      .values({ ...copy, slug: 'zanzibar-sunset', title: 'Zanzibar Sunset' })
      .returning({ id: products.id })
    const id = added?.id as number

    await settled(pages, (after) => {
      expect(after.search.body.count).toBe(1)
      expect(after.search.body.results[0].title).toBe('Zanzibar Sunset')
      expect(after.listing.body.count).toBe(before.listing.body.count + 1)
      expect(inList(after.category.body, id)?.title).toBe('Zanzibar Sunset')
    })
    expect((await get(`/api/productDetails/${id}`)).body.title).toBe('Zanzibar Sunset')
  })

  it('a deleted product leaves search, facets, its page and its category', async () => {
    const product = await productTitled('Zanzibar Sunset')
    const pages = pagesOf(product)
    const before = await readAll(pages)
    expect(before.details.status).toBe(200)

    await testApp.database.db.delete(products).where(eq(products.id, product.id))

    await settled(pages, (after) => {
      expect(after.details.status).toBe(404)
      expect(inList(after.search.body.results, product.id)).toBeUndefined()
      expect(after.listing.body.count).toBe(before.listing.body.count - 1)
      expect(inList(after.listing.body.results, product.id)).toBeUndefined()
      expect(inList(after.category.body, product.id)).toBeUndefined()
    })
    expect((await get('/api/products/search?q=zanzibar')).body.count).toBe(0)
  })
})

describe('the catalogue notification', () => {
  it('names the products a write touched, and says bulk for a label change', async () => {
    const payloads: (string | undefined)[] = []
    const stop = await listenForNotifications(
      testApp.database,
      CATALOG_CHANNEL,
      (payload) => payloads.push(payload),
      testApp.app.log,
    )
    try {
      const { db } = testApp.database
      const product = await productTitled('Tire Sale Countdown')
      await db.update(products).set({ quantity: 3 }).where(eq(products.id, product.id))
      await db.delete(reviews).where(eq(reviews.productId, product.id))
      await db.update(brands).set({ name: sql`${brands.name}` })
      await vi.waitFor(() => expect(payloads).toContain('bulk'))
      expect(payloads).toContain(`products:${product.id}`)
      expect(payloads).toContain(`reviews:${product.id}`)
      expect(parseCatalogChange(`reviews:${product.id}`)).toEqual({
        kind: 'reviews',
        ids: [product.id],
      })
    } finally {
      await stop()
    }
  })
})
