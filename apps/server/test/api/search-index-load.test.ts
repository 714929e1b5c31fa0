import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProducts } from '../../src/db/seed/synthetic/index.ts'
import { FacetIndex } from '../../src/services/search/facet-index.ts'
import { listedCount, untilShopLists } from '../helpers/catalogue.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The index's two orders, loaded in chunks of a few products, against the rules in JavaScript. */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  const seeded = await listedCount(testApp.app)
  await addSyntheticProducts(testApp.database.db, { count: 60, seed: 11 })
  await untilShopLists(testApp.app, seeded + 60)
})

afterAll(async () => {
  await testApp.close()
})

describe('loading the search index', () => {
  it.each([1, 7, 64, 1000])(
    'builds the title and price orders from chunks of %i',
    async (chunk) => {
      const index = await FacetIndex.load(testApp.database.db, { chunk })
      const ids = [...index.byTitle.all]
      const facets = (id: number) => index.get(id) ?? expect.unreachable(`no entry for ${id}`)
      expect(ids.length).toBe(index.size)
      expect(new Set(ids).size).toBe(index.size)
      const byTitle = [...ids].sort((x, y) => {
        const a = facets(x).titleKey
        const b = facets(y).titleKey
        return a < b ? -1 : a > b ? 1 : x - y
      })
      const byPrice = [...ids].sort((x, y) => facets(x).priceCents - facets(y).priceCents || x - y)
      expect(index.byTitle.all).toEqual(byTitle)
      expect(index.byPrice.all).toEqual(byPrice)
    },
  )
})
