import type { Product } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { LazyLoad } from './lazy-load.ts'
import { selectProducts } from './product-document.ts'

/**
 * Every product's document (SPEC §3, reviews included), read in one statement on first use
 * and dropped when the catalogue changes, like the facet index. A search, a product page or
 * a category page then asks the database only for ids: building the documents in SQL cost
 * ~80 µs each in PGlite, more than the rest of a search's page. The documents are shared
 * between responses, so nothing may modify them.
 */
export class ProductDocumentCache {
  private readonly documents: LazyLoad<Map<number, Product>>

  constructor(private readonly db: Database) {
    this.documents = new LazyLoad(async () => {
      const products = await selectProducts(db, sql`true`)
      return new Map(products.map((product) => [product.id, product]))
    })
  }

  /** The catalogue changed: read every document again on next use. */
  invalidate(): void {
    this.documents.invalidate()
  }

  /**
   * These products, in the order of `ids`. An id the cache lacks (a product added before its
   * change notification arrived) is read on its own; an unknown id is left out.
   */
  async get(ids: number[]): Promise<Product[]> {
    const documents = await this.documents.get()
    const missing = ids.filter((id) => !documents.has(id))
    if (missing.length > 0) {
      const found = await selectProducts(
        this.db,
        sql`p.id = any(string_to_array(${missing.join(',')}, ',')::int[])`,
      )
      for (const product of found) documents.set(product.id, product)
    }
    return ids.flatMap((id) => documents.get(id) ?? [])
  }
}
