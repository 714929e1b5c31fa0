import { searchOrder, searchQuerySchema } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProducts } from '../../src/seed/synthetic/index.ts'
import { searchInDatabase } from '../../src/services/search/database-search.ts'
import { FacetIndex } from '../../src/services/search/facet-index.ts'
import { ProductDocumentCache } from '../../src/services/search/product-document-cache.ts'
import { comparableText, queryWords } from '../../src/services/search/query-words.ts'
import { SearchService } from '../../src/services/search/search-service.ts'
import { buildTsQuery } from '../../src/services/search/tsquery.ts'
import { Vocabulary } from '../../src/services/search/vocabulary.ts'
import { listedCount, untilShopLists } from '../helpers/catalog.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Until the in-memory index is loaded after a start, the database answers each search whole
 * (database-search.ts): it must give what the index gives, for every text, filter, sort
 * and page, facets included. And the load builds the index's two orders right from chunks
 * of any size.
 */
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

const texts = ['', 'coffee', 'oil change', 'hedlight', 'wash car', 'the']
const filters = [
  '',
  'category=restaurants',
  'brand=neon%20drift&size=small',
  'color=RED&minPrice=20&maxPrice=40.5',
  'productType=Automotive&subcategory=car%20wash',
  'category=nowhere',
]
const sorts = ['', 'asc', 'high', 'low', 'sale']

const parse = (query: string) =>
  searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))

describe('a search while the index loads', () => {
  it('answers every text, filter, sort and page as the index does', async () => {
    const { db } = testApp.database
    const vocabulary = await Vocabulary.load(db)
    let compared = 0
    for (const q of texts) {
      for (const filter of filters) {
        for (const sortBy of sorts) {
          for (const page of [2]) {
            const query = parse(
              [q && `q=${q}`, filter, sortBy && `sortBy=${sortBy}`, `pageSize=5&page=${page}`]
                .filter(Boolean)
                .join('&'),
            )
            const expected = await testApp.app.catalogSearch.search(query)
            const terms = vocabulary.resolve(queryWords(q), { completeLast: false })
            if (q && terms.length === 0) continue
            const text = q ? { tsquery: buildTsQuery(terms), norm: comparableText(q) } : undefined
            const label = JSON.stringify(query)
            // Whole, and in slices of a few products each (as 100,000 products are read), one
            // statement at a time and three at once (as on PostgreSQL).
            for (const sizes of [
              undefined,
              { ids: 9, matches: 4 },
              { ids: 9, matches: 4, atOnce: 3 },
            ]) {
              const found = await searchInDatabase(
                db,
                query,
                searchOrder(query),
                vocabulary.labels,
                text,
                sizes,
              )
              expect(found.ids, label).toEqual(expected.results.map((product) => product.id))
              expect(found.count, label).toBe(expected.count)
              expect(found.facets, label).toEqual(expected.facets)
            }
            compared += 1
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(120)
  }, 120_000)

  it('a store just started answers before its index is in place, and the same', async () => {
    const { db } = testApp.database
    const query = parse('q=coffee&category=restaurants&sortBy=low')
    const expected = await testApp.app.catalogSearch.search(query)
    const fresh = new SearchService(db, new ProductDocumentCache(db))
    expect(fresh.indexLoaded).toBe(false)
    expect(await fresh.search(query)).toEqual(expected)
    await fresh.warm()
    expect(fresh.indexLoaded).toBe(true)
    expect(await fresh.search(query)).toEqual(expected)
  })
})

describe('the documents after a start', () => {
  it('are all read ahead for a catalogue that fits, and none for one that does not', async () => {
    const { db } = testApp.database
    const fits = new ProductDocumentCache(db)
    await new SearchService(db, fits).warm()
    expect(fits.size).toBe(await listedCount(testApp.app))
    const tooSmall = new ProductDocumentCache(db, 10)
    await new SearchService(db, tooSmall).warm()
    expect(tooSmall.size).toBe(0)
  })
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
