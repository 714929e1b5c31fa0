import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, products } from '../../src/db/schema.ts'
import {
  createProduct,
  type ProductWriteDeps,
  setPublished,
  updateProduct,
} from '../../src/services/catalog/product-writes.ts'
import { saveBrand, saveCategory } from '../../src/services/catalog/taxonomy-writes.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Every catalogue write reaches searches, product pages, category pages and the cart at once:
 * each check below runs right after the write returns, with no waiting, and first warms the
 * caches with the same URL, so a stale cache would answer it.
 */
let testApp: TestApp
let deps: ProductWriteDeps
const audited: { action: string; entity: string }[] = []

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '0' })
  deps = {
    db: testApp.database.db,
    changes: testApp.app.catalogChanges,
    audit: async (_tx, change) => void audited.push(change),
  }
})

afterAll(async () => {
  await testApp.close()
})

async function get(url: string) {
  const response = await testApp.app.inject(url)
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null }
}

const searchTitles = async (q: string) =>
  ((await get(`/api/products/search?q=${encodeURIComponent(q)}`)).body?.results ?? []).map(
    (product: { title: string }) => product.title,
  )

const categoryTitles = async (category: string) =>
  ((await get(`/api/productsByCategory/${category}`)).body ?? []).map(
    (product: { title: string }) => product.title,
  )

async function quoteStatus(productId: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { lines: [{ productId, quantity: 1 }] },
  })
  return response.json().lines[0].status as string
}

/** Gives the clip media, as a finished media job would, so it may be published. */
async function withMedia(id: number) {
  await testApp.database.db
    .update(products)
    .set({ img: '/media/x.jpg', thumbImg: '/media/x.jpg', videoLink: '/media/x.mp4' })
    .where(eq(products.id, id))
}

describe('catalogue writes from the back office', () => {
  it('a new clip stays out of the shop until published, then shows everywhere at once', async () => {
    const { db } = testApp.database
    const [tires] = await db.select().from(categories).where(eq(categories.title, 'Tires'))
    const [brand] = await db.select().from(brands).limit(1)
    // Warm every cache that could go stale.
    expect(await searchTitles('zeppelin')).toEqual([])
    expect(await categoryTitles('tires')).not.toContain('Zeppelin Tire Blowout')

    const clip = await createProduct(deps, {
      title: 'Zeppelin Tire Blowout',
      slug: 'zeppelin-tire-blowout',
      description: 'Huge tyres float across the sign.',
      price: 14,
      oldPrice: 20,
      categoryId: tires?.id ?? 0,
      brandId: brand?.id ?? 0,
      sizes: ['1920x1080'],
      colors: ['Red'],
      dimension: '16:9',
      quantity: 50,
      status: 'in-stock',
      isNew: true,
      trending: false,
    })
    expect(clip).toMatchObject({ published: false, oldPrice: 20, price: 14 })
    expect(await searchTitles('zeppelin')).toEqual([])
    expect((await get(`/api/productDetails/${clip.id}`)).status).toBe(404)
    expect(await quoteStatus(clip.id)).toBe('missing')

    await expect(setPublished(deps, clip.id, true)).rejects.toMatchObject({ statusCode: 409 })
    await withMedia(clip.id)
    await setPublished(deps, clip.id, true)
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin Tire Blowout'])
    const page = (await get(`/api/productDetails/${clip.id}`)).body
    expect(page).toMatchObject({ title: 'Zeppelin Tire Blowout', price: 14, discount: 30 })
    expect(await categoryTitles('tires')).toContain('Zeppelin Tire Blowout')
    expect(await quoteStatus(clip.id)).toBe('ok')

    await updateProduct(deps, clip.id, { title: 'Zeppelin Tire Bonanza', price: 9.5 })
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin Tire Bonanza'])
    expect((await get(`/api/productDetails/${clip.id}`)).body).toMatchObject({
      title: 'Zeppelin Tire Bonanza',
      price: 9.5,
      old_price: 20,
      discount: 53,
    })
    expect(await categoryTitles('tires')).toContain('Zeppelin Tire Bonanza')

    await updateProduct(deps, clip.id, { status: 'out-of-stock' })
    expect((await get(`/api/productDetails/${clip.id}`)).body.status).toBe('out-of-stock')
    expect(await quoteStatus(clip.id)).toBe('out-of-stock')

    await setPublished(deps, clip.id, false)
    expect(await searchTitles('zeppelin')).toEqual([])
    expect((await get(`/api/products/suggest?q=zeppel`)).body?.suggestions ?? []).toEqual([])
    expect((await get(`/api/productDetails/${clip.id}`)).status).toBe(404)
    expect(await categoryTitles('tires')).not.toContain('Zeppelin Tire Bonanza')
    expect(await quoteStatus(clip.id)).toBe('missing')
    expect(audited.map((change) => change.action)).toEqual([
      'create',
      'publish',
      'update',
      'update',
      'unpublish',
    ])
  })

  it('a renamed category or brand shows on its clips at once', async () => {
    const { db } = testApp.database
    const [oilChange] = await db.select().from(categories).where(eq(categories.title, 'Oil Change'))
    const oil = (await get('/api/products/search?q=oil%20change%20special')).body.results[0]
    expect(oil.category).toBe('Oil Change')

    await saveCategory(deps, oilChange?.id ?? 0, {
      title: 'Lube Stop',
      parentId: oilChange?.parentId ?? null,
    })
    expect((await get(`/api/productDetails/${oil.id}`)).body.category).toBe('Lube Stop')

    const brand = await saveBrand(deps, null, { name: 'Neon Works' })
    await updateProduct(deps, oil.id, { brandId: brand.id })
    expect((await get(`/api/productDetails/${oil.id}`)).body.brand).toBe('Neon Works')
    await saveBrand(deps, brand.id, { name: 'Neon Works Studio' })
    expect((await get(`/api/productDetails/${oil.id}`)).body.brand).toBe('Neon Works Studio')
  })

  it('refuses a taken slug, an unknown category and a self-parented category with 4xx', async () => {
    const [first] = await testApp.database.db.select().from(products).limit(1)
    await expect(
      updateProduct(deps, first?.id ?? 0, { slug: 'tire-sale-countdown' }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'slug: another clip already uses it' })
    await expect(
      updateProduct(deps, first?.id ?? 0, { categoryId: 999_999 }),
    ).rejects.toMatchObject({ statusCode: 409 })
    await expect(
      saveCategory(deps, first?.categoryId ?? 0, {
        title: 'Loop',
        parentId: first?.categoryId ?? 0,
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
    await expect(updateProduct(deps, 999_999, { title: 'Nobody' })).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
