import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'
import { writeCatalog } from '../../src/services/catalog/catalog-writes.ts'

/** How many clips the shop lists now. */
export async function listedCount(app: FastifyInstance): Promise<number> {
  return ((await app.inject('/api/products')).json() as unknown[]).length
}

/**
 * Rows written straight into the database reach the search index through the catalogue
 * notification, a moment later (as another instance's writes do): wait until the shop
 * lists `count` clips, and until everything else the change refreshes is in place too.
 */
export async function untilShopLists(app: FastifyInstance, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await listedCount(app)).toBe(count), {
    timeout: 15_000,
    interval: 50,
  })
  await settleCatalog(app)
}

/**
 * Announces a bulk catalogue change, as an import does, and waits until this instance has
 * applied it: rows written straight into the database are then in the index, the facets and
 * the vocabulary (category names and typo corrections included), which the listing's count
 * alone does not promise.
 */
export async function settleCatalog(app: FastifyInstance): Promise<void> {
  await writeCatalog({ db: app.db, changes: app.catalogChanges }, async () => ({
    productId: null,
    value: undefined,
  }))
}
