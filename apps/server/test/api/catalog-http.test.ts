import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertProducts, makeSyntheticProduct } from '../../src/seed/synthetic/index.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

const reads = [
  '/api/categories',
  '/api/products',
  '/api/productDetails/1',
  '/api/productsByCategory/automotive',
  '/api/products/search?q=oil',
  '/api/products/suggest?q=oil',
  '/api/blog',
]

describe('HTTP caching of catalogue reads', () => {
  it.each(reads)('%s has a weak ETag, Cache-Control and answers 304 to it', async (url) => {
    const first = await testApp.app.inject(url)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
    // Once from the handlers, once from the response cache: both honour If-None-Match.
    for (let round = 0; round < 2; round++) {
      const again = await testApp.app.inject({ url, headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    }
    const changed = await testApp.app.inject({ url, headers: { 'if-none-match': 'W/"other"' } })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toBe(first.body)
  })

  it('never caches an error', async () => {
    const missing = await testApp.app.inject('/api/productDetails/424242')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/)
  })

  it('compresses a large response for a client that accepts gzip', async () => {
    const plain = await testApp.app.inject('/api/products')
    expect(plain.body.length).toBeGreaterThan(4096)
    for (let round = 0; round < 2; round++) {
      const zipped = await testApp.app.inject({
        url: '/api/products',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toMatch(/accept-encoding/i)
      expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 2)
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
    }
  })

  it('sends small responses and clients without gzip the plain text', async () => {
    const refused = await testApp.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    const small = await testApp.app.inject({
      url: '/api/categories',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('drops cached answers when the catalogue changes', async () => {
    const url = '/api/products/search?q=zanzibar'
    expect((await testApp.app.inject(url)).json().count).toBe(0)
    await insertProducts(testApp.database.db, [
      makeSyntheticProduct({ title: 'Zanzibar Sunset Loop' }),
    ])
    await vi.waitFor(async () => {
      expect((await testApp.app.inject(url)).json().count).toBe(1)
    })
  })
})

describe('OpenAPI document', () => {
  it('lists every catalogue route with its schemas', async () => {
    const response = await testApp.app.inject('/api/docs/json')
    expect(response.statusCode).toBe(200)
    const { paths } = response.json()
    const routes = [
      '/api/categories',
      '/api/products',
      '/api/productDetails/{id}',
      '/api/productsByCategory/{category}',
      '/api/products/search',
      '/api/products/suggest',
      '/api/blog',
    ]
    for (const route of routes) {
      const operation = paths[route]?.get
      expect(operation, route).toBeDefined()
      expect(operation.responses['200'].content['application/json'].schema, route).toBeDefined()
    }
    const searchParameters = paths['/api/products/search'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    )
    expect(searchParameters).toEqual(
      expect.arrayContaining(
        ['q', 'productType', 'category', 'subcategory', 'brand', 'size', 'color'].concat([
          'minPrice',
          'maxPrice',
          'sortBy',
          'page',
          'pageSize',
        ]),
      ),
    )
    expect(paths['/api/products/search'].get.responses['400']).toBeDefined()
  })

  it('is browsable at /api/docs', async () => {
    const response = await testApp.app.inject('/api/docs/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})
