import type { Product } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { selectProducts } from './product-document.ts'

/**
 * ~2 KB a document: at most ~40 MB of heap whatever the catalogue's size. A catalogue of up
 * to 20,000 clips is served from memory once each has been read: a page of 12 documents not
 * held costs a statement (~1.3 ms of PGlite's one thread), and with 5,000 held, 10 shoppers
 * searching a 10,000-clip catalogue waited on one for most pages.
 */
export const DOCUMENT_CACHE_SIZE = 20_000

/** Documents a statement reads while preloading: ~10 ms of PGlite's thread, requests wait no longer. */
const PRELOAD_CHUNK = 50

/**
 * The most recently used products' documents (docs/requirements.md §3, reviews included), read by id with
 * the page that shows them. A search, a product page or a category page asks the database
 * only for ids; the documents of a page it has not seen lately cost one statement. A write
 * forgets the documents of the products it touched. The documents are shared between
 * responses, so nothing may modify them.
 */
export class ProductDocumentCache {
  private readonly documents = new Map<number, Product>()
  /** Bumped by every forget: a read that started before it must not store what it read. */
  private generation = 0

  constructor(
    private readonly db: Database,
    private readonly capacity = DOCUMENT_CACHE_SIZE,
  ) {}

  /** These products changed: read them again on next use. */
  forget(ids: number[]): void {
    this.generation += 1
    for (const id of ids) this.documents.delete(id)
  }

  /** Everything may have changed (a bulk write). */
  clear(): void {
    this.generation += 1
    this.documents.clear()
  }

  /** How many documents are held. */
  get size(): number {
    return this.documents.size
  }

  /**
   * Reads the documents of `ids` not held yet, PRELOAD_CHUNK a statement, when all of them
   * fit: a catalogue of up to `capacity` clips is then served from memory from the first
   * searches after a start rather than page by page (10 shoppers sending new searches to a
   * 10,000-clip store just started spent 44% of its main thread reading documents). A larger
   * catalogue is read as it is asked for. `beforeStatement` lets requests go first.
   */
  async preload(ids: number[], beforeStatement: () => Promise<void>): Promise<void> {
    if (ids.length > this.capacity) return
    const missing = ids.filter((id) => !this.documents.has(id))
    for (let start = 0; start < missing.length; start += PRELOAD_CHUNK) {
      await beforeStatement()
      await this.get(missing.slice(start, start + PRELOAD_CHUNK))
    }
  }

  /** These products, in the order of `ids`; an unknown id is left out. */
  async get(ids: number[]): Promise<Product[]> {
    const found = new Map<number, Product>()
    const missing: number[] = []
    for (const id of ids) {
      const document = this.documents.get(id)
      if (document) {
        // Map keeps insertion order: re-inserting marks it as most recently used.
        this.documents.delete(id)
        this.documents.set(id, document)
        found.set(id, document)
      } else missing.push(id)
    }
    if (missing.length > 0) {
      const generation = this.generation
      const read = await selectProducts(this.db, missing)
      for (const product of read) {
        found.set(product.id, product)
        if (generation === this.generation) this.remember(product)
      }
    }
    return ids.flatMap((id) => found.get(id) ?? [])
  }

  private remember(product: Product): void {
    this.documents.set(product.id, product)
    for (const oldest of this.documents.keys()) {
      if (this.documents.size <= this.capacity) break
      this.documents.delete(oldest)
    }
  }
}
