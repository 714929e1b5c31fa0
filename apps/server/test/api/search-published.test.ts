import type { Product } from '@marquee/core'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { products, searchWords } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * The shop's search knows published clips only: a typo corrects to words it shows (the
 * vocabulary), and a listing counts and pages what it shows (the in-memory index). Writes go
 * straight to the database, as another instance's would; the notification brings them here.
 */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

const search = async (query: string) => {
  const response = await testApp.app.inject(`/api/products/search?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { results: Product[]; count: number; facets: unknown }
}
const titles = async (q: string) => (await search(`q=${q}`)).results.map((product) => product.title)

const wordCounts = async (words: string[]) => {
  const rows = await testApp.database.db
    .select()
    .from(searchWords)
    .where(inArray(searchWords.word, words))
  return Object.fromEntries(rows.map((row) => [row.word, row.products]))
}

describe('search over published clips only', () => {
  it('corrects a typo to what the shop shows and lists only published clips', async () => {
    const { db } = testApp.database
    const listed = (await testApp.app.inject('/api/products')).json() as Product[]
    const [shown, hidden] = listed
    if (!shown || !hidden) throw new Error('the demo catalogue lists clips')
    const before = await search('pageSize=60')

    await db.update(products).set({ title: 'Marmalada Sunrise' }).where(eq(products.id, shown.id))
    await db
      .update(products)
      .set({ title: 'Marmalade Dusk', published: false })
      .where(eq(products.id, hidden.id))
    await vi.waitFor(async () => expect(await titles('marmalada')).toEqual(['Marmalada Sunrise']))

    // "marmalade" is only an unpublished clip's word: the shop corrects it to one it shows.
    expect(await titles('marmalade')).toEqual(['Marmalada Sunrise'])
    expect(await wordCounts(['marmalade', 'marmalada', 'dusk'])).toMatchObject({
      marmalade: 0,
      marmalada: 1,
    })
    const after = await search('pageSize=60')
    expect(after.count).toBe(before.count - 1)
    expect(after.results.map((product) => product.id)).not.toContain(hidden.id)

    await db.update(products).set({ published: true }).where(eq(products.id, hidden.id))
    await vi.waitFor(async () => expect(await titles('marmalade')).toEqual(['Marmalade Dusk']))
    expect(await wordCounts(['marmalade'])).toEqual({ marmalade: 1 })
    expect((await search('pageSize=60')).count).toBe(before.count)

    await db.delete(products).where(eq(products.id, hidden.id))
    await vi.waitFor(async () => expect(await titles('marmalade')).toEqual(['Marmalada Sunrise']))
    expect(await wordCounts(['marmalade', 'marmalada'])).toEqual({ marmalade: 0, marmalada: 1 })
  })
})
