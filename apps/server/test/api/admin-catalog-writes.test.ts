import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, brands, categories, products } from '../../src/db/schema.ts'
import { adminTestStore } from '../helpers/admin.ts'

/**
 * Every catalogue write reaches searches, product pages, category pages and the cart at once:
 * each check below runs right after the write returns, with no waiting, and first warms the
 * caches with the same URL, so a stale cache would answer it.
 */
const store = adminTestStore({ WORKER_CONCURRENCY: '0' })

/** Calls the admin API; answers the JSON body, or throws with the status and body. */
async function admin(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) {
  const response = await store.app.inject({ method, url, payload, headers: store.admin })
  if (response.statusCode >= 300) {
    throw Object.assign(new Error(response.body), {
      statusCode: response.statusCode,
      message: response.json().message,
    })
  }
  return response.json()
}

const createProduct = (body: object) => admin('POST', '/api/admin/catalogue/products', body)
const updateProduct = (id: number, body: object) =>
  admin('PATCH', `/api/admin/catalogue/products/${id}`, body)
const setPublished = (id: number, published: boolean) =>
  admin('PUT', `/api/admin/catalogue/products/${id}/published`, { published })
const saveCategory = (id: number | null, body: object) =>
  id === null
    ? admin('POST', '/api/admin/catalogue/categories', body)
    : admin('PATCH', `/api/admin/catalogue/categories/${id}`, body)
const saveBrand = (id: number | null, body: object) =>
  id === null
    ? admin('POST', '/api/admin/catalogue/brands', body)
    : admin('PATCH', `/api/admin/catalogue/brands/${id}`, body)

async function get(url: string) {
  const response = await store.app.inject(url)
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
  const response = await store.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { lines: [{ productId, quantity: 1 }] },
  })
  return response.json().lines[0].status as string
}

/** Gives the clip media, as a finished media job would, so it may be published. */
async function withMedia(id: number) {
  await store.db
    .update(products)
    .set({ img: '/media/x.jpg', thumbImg: '/media/x.jpg', videoLink: '/media/x.mp4' })
    .where(eq(products.id, id))
}

describe('catalogue writes from the back office', () => {
  it('a new clip stays out of the shop until published, then shows everywhere at once', async () => {
    const { db } = store
    const [tires] = await db.select().from(categories).where(eq(categories.title, 'Tires'))
    const [brand] = await db.select().from(brands).limit(1)
    // Warm every cache that could go stale.
    expect(await searchTitles('zeppelin')).toEqual([])
    expect(await categoryTitles('tires')).not.toContain('Zeppelin Tire Blowout')

    const clip = await createProduct({
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

    await expect(setPublished(clip.id, true)).rejects.toMatchObject({ statusCode: 409 })
    await withMedia(clip.id)
    await setPublished(clip.id, true)
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin Tire Blowout'])
    const page = (await get(`/api/productDetails/${clip.id}`)).body
    expect(page).toMatchObject({ title: 'Zeppelin Tire Blowout', price: 14, discount: 30 })
    expect(await categoryTitles('tires')).toContain('Zeppelin Tire Blowout')
    expect(await quoteStatus(clip.id)).toBe('ok')

    await updateProduct(clip.id, { title: 'Zeppelin Tire Bonanza', price: 9.5 })
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin Tire Bonanza'])
    expect((await get(`/api/productDetails/${clip.id}`)).body).toMatchObject({
      title: 'Zeppelin Tire Bonanza',
      price: 9.5,
      old_price: 20,
      discount: 53,
    })
    expect(await categoryTitles('tires')).toContain('Zeppelin Tire Bonanza')

    await updateProduct(clip.id, { status: 'out-of-stock' })
    expect((await get(`/api/productDetails/${clip.id}`)).body.status).toBe('out-of-stock')
    expect(await quoteStatus(clip.id)).toBe('out-of-stock')

    await setPublished(clip.id, false)
    expect(await searchTitles('zeppelin')).toEqual([])
    expect((await get(`/api/products/suggest?q=zeppel`)).body?.suggestions ?? []).toEqual([])
    expect((await get(`/api/productDetails/${clip.id}`)).status).toBe(404)
    expect(await categoryTitles('tires')).not.toContain('Zeppelin Tire Bonanza')
    expect(await quoteStatus(clip.id)).toBe('missing')
    const audit = await store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(clip.id)))
      .orderBy(auditLog.id)
    expect(audit.map((row) => row.action)).toEqual([
      'product.create',
      'product.publish',
      'product.update',
      'product.update',
      'product.unpublish',
    ])
    expect(audit[2]?.before).toMatchObject({ title: 'Zeppelin Tire Blowout', price: 14 })
    expect(audit[2]?.after).toMatchObject({ title: 'Zeppelin Tire Bonanza', price: 9.5 })
    expect(audit[4]).toMatchObject({ before: { published: true }, after: { published: false } })
    const listed = await store.app.inject({
      url: '/api/admin/audit?entity=product&page=1&pageSize=25',
      headers: store.admin,
    })
    expect(listed.json().items[0]).toMatchObject({
      action: 'product.unpublish',
      actorEmail: 'admin@marquee.local',
    })
  })

  it('a renamed category or brand shows on its clips at once', async () => {
    const { db } = store
    const [oilChange] = await db.select().from(categories).where(eq(categories.title, 'Oil Change'))
    const oil = (await get('/api/products/search?q=oil%20change%20special')).body.results[0]
    expect(oil.category).toBe('Oil Change')

    await saveCategory(oilChange?.id ?? 0, {
      title: 'Lube Stop',
      parentId: oilChange?.parentId ?? null,
    })
    expect((await get(`/api/productDetails/${oil.id}`)).body.category).toBe('Lube Stop')

    const brand = await saveBrand(null, { name: 'Neon Works' })
    await updateProduct(oil.id, { brandId: brand.id })
    expect((await get(`/api/productDetails/${oil.id}`)).body.brand).toBe('Neon Works')
    await saveBrand(brand.id, { name: 'Neon Works Studio' })
    expect((await get(`/api/productDetails/${oil.id}`)).body.brand).toBe('Neon Works Studio')
  })

  it('refuses a taken slug, an unknown category and a self-parented category with 4xx', async () => {
    const [first] = await store.db.select().from(products).limit(1)
    await expect(
      updateProduct(first?.id ?? 0, { slug: 'tire-sale-countdown' }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'slug: another clip already uses it' })
    await expect(updateProduct(first?.id ?? 0, { categoryId: 999_999 })).rejects.toMatchObject({
      statusCode: 409,
    })
    await expect(
      saveCategory(first?.categoryId ?? 0, {
        title: 'Loop',
        parentId: first?.categoryId ?? 0,
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
    await expect(updateProduct(999_999, { title: 'Nobody' })).rejects.toMatchObject({
      statusCode: 404,
    })
  })

  it.each([
    ['price', { price: -1 }],
    ['slug', { slug: 'Not A Slug' }],
    ['title', { title: 'bell\u0007' }],
    ['oldPrice', { oldPrice: 1.234 }],
    ['categoryId', { categoryId: 2 ** 31 }],
  ])('answers 400 naming %s for a bad edit', async (field, body) => {
    const [first] = await store.db.select().from(products).limit(1)
    const response = await store.app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/products/${first?.id}`,
      payload: body,
      headers: store.admin,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(new RegExp(`^${field}: `))
  })
})
