import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

async function productCount(): Promise<number> {
  const result = (await testApp.database.db.execute(
    sql`select count(*)::int as n from products`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? -1
}

describe('bad search input answers 400 naming the field', () => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['sortBy=evil', 'sortBy'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=20&maxPrice=10', 'minPrice'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('%s', async (query, field) => {
    const response = await testApp.app.inject(`/api/products/search?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    expect(body.message.startsWith(`${field}: `)).toBe(true)
  })

  it('also for suggestions without text or with too much', async () => {
    for (const query of ['', 'q=', `q=${'y'.repeat(201)}`]) {
      const response = await testApp.app.inject(`/api/products/suggest?${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/^q: /)
    }
  })
})

describe('hostile search text is searched for, never run', () => {
  const hostile = [
    '%',
    '_',
    '\\',
    "'",
    '"',
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    "oil'; delete from products where '1'='1",
    '%oil%',
    'oil_change',
    'oil\\',
    '100%',
    "o'reilly & sons | !(x) <-> y:*",
  ]

  it.each(hostile)('%j', async (q) => {
    const before = await productCount()
    for (const path of ['search', 'suggest']) {
      const response = await testApp.app.inject(`/api/products/${path}?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, response.body).toBe(200)
    }
    expect(await productCount()).toBe(before)
  })

  it('matches wildcards literally, not as LIKE patterns', async () => {
    const count = async (q: string) =>
      (await testApp.app.inject(`/api/products/search?q=${encodeURIComponent(q)}`)).json().count
    expect(await count('%')).toBe(0)
    expect(await count('_')).toBe(0)
    expect(await count("' OR 1=1 --")).toBe(0)
    // Quotes and underscores only separate words: the words are still found.
    expect(await count("oil'")).toBeGreaterThan(0)
    expect(await count('oil_change')).toBeGreaterThan(0)
  })

  it('treats hostile filter values as plain names', async () => {
    const before = await productCount()
    for (const query of [
      `category=${encodeURIComponent("' OR 1=1 --")}`,
      `brand=${encodeURIComponent('%')}`,
      `size=${encodeURIComponent('_')}`,
      `color=${encodeURIComponent("red' or 'a'='a")}`,
      `subcategory=${encodeURIComponent('\\')}`,
    ]) {
      const response = await testApp.app.inject(`/api/products/search?${query}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().count).toBe(0)
    }
    const byCategory = await testApp.app.inject(
      `/api/productsByCategory/${encodeURIComponent("x' or '1'='1")}`,
    )
    expect(byCategory.json()).toEqual([])
    expect(await productCount()).toBe(before)
  })
})
