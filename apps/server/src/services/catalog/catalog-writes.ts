import type { Database, Transaction } from '../../db/client.ts'
import { announceCatalogChange, type CatalogChangeWaiters } from '../search/catalog-changes.ts'

export interface CatalogWriteDeps {
  db: Database
  /** This instance's listener; absent in a worker process, which answers no shop requests. */
  changes?: CatalogChangeWaiters | undefined
}

/**
 * What a write did: which product it changed (null: possibly many; 'pages': none, only the
 * shop's own pages, which the sitemap lists), and its result.
 */
export interface CatalogWrite<T> {
  productId: number | null | 'pages'
  value: T
}

/**
 * Every back-office write to the catalogue goes through here: one transaction that also
 * announces the change on the catalogue channel (db/notifications.ts), the one path by which
 * searches, product pages and their caches learn of it on every instance. It returns once this
 * instance has heard its own announcement, so the admin's next look at the shop is fresh.
 */
export async function writeCatalog<T>(
  deps: CatalogWriteDeps,
  work: (tx: Transaction) => Promise<CatalogWrite<T>>,
): Promise<T> {
  let arrival: Promise<void> | undefined
  let announced: string | undefined
  try {
    const value = await deps.db.transaction(async (tx) => {
      const result = await work(tx)
      announced = await announceCatalogChange(tx, result.productId)
      arrival = deps.changes?.arrival(announced)
      return result.value
    })
    await arrival
    return value
  } catch (error) {
    // Rolled back: nothing will arrive, so nobody should wait for it.
    if (announced) deps.changes?.seen(announced)
    throw error
  }
}
