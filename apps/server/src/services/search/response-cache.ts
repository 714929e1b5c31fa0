import type { CatalogChange } from './catalog-changes.ts'

/** A serialised response, ready to send again. */
export interface CachedResponse {
  body: string
  /** Made on the first request that accepts gzip. */
  gzip?: Buffer
  etag: string
  headers: Record<string, string>
}

/**
 * What a cached response depends on. `ids`: the products whose documents it holds (a review
 * or an edit of one of them drops it). `listing`: it also depends on which products exist
 * and on their rows (a search's count and facets, a category page): any product write drops
 * it. `catalog`: a response that names no product, kept until a bulk change (categories).
 * A response nobody tagged depends on everything.
 */
export type CacheTag = { ids: readonly number[]; listing: boolean } | 'catalog' | 'everything'

interface Entry {
  value: CachedResponse
  expires: number
  tag: CacheTag
}

export interface ResponseCacheOptions {
  /** No longer than the Cache-Control max-age: a CDN may serve it that stale anyway. */
  ttlMs: number
  maxBytes: number
}

/**
 * Catalogue responses by normalised request, dropped at the latest after `ttlMs` and as soon
 * as a catalogue write could change them (see catalog-changes.ts): a write to one product
 * drops that product's pages, the pages that hold its document, and the listings, not the
 * whole cache. The catalogue is read far more often than written, so repeated searches and
 * product pages skip the database, the ranking and the serialising.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  /** Keys of the entries holding each product's document. */
  private readonly byProduct = new Map<number, Set<string>>()
  /** Keys dropped by any product write: listings and untagged entries. */
  private readonly listings = new Set<string>()
  /** Keys dropped by any write at all. */
  private readonly untagged = new Set<string>()
  private bytes = 0
  /** The most recently used key, already last in `entries`: a hit on it needs no reordering. */
  private newest: string | undefined
  private changes = 0

  constructor(private readonly options: ResponseCacheOptions) {}

  /**
   * Counts the changes applied so far. A response computed while one arrived may hold what
   * the change replaced: whoever computes it compares this before and after, and does not
   * store it when it moved.
   */
  get epoch(): number {
    return this.changes
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= now) {
      this.delete(key)
      return undefined
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    if (key !== this.newest) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.newest = key
    }
    return entry.value
  }

  set(key: string, value: CachedResponse, tag: CacheTag = 'everything', now = Date.now()): void {
    // The gzipped copy is a fraction of the text; the text's length bounds both.
    const size = value.body.length
    if (size > this.options.maxBytes / 8) return
    this.delete(key)
    this.entries.set(key, { value, expires: now + this.options.ttlMs, tag })
    this.newest = key
    this.bytes += size
    this.index(key, tag)
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break
      this.delete(oldest)
    }
  }

  /** Drops every entry `change` could make wrong. */
  apply(change: CatalogChange): void {
    this.changes += 1
    if (change.kind === 'bulk') {
      this.clear()
      return
    }
    const dropped = new Set(this.untagged)
    if (change.kind === 'products') for (const key of this.listings) dropped.add(key)
    for (const id of change.ids) for (const key of this.byProduct.get(id) ?? []) dropped.add(key)
    for (const key of dropped) this.delete(key)
  }

  clear(): void {
    this.changes += 1
    this.entries.clear()
    this.byProduct.clear()
    this.listings.clear()
    this.untagged.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private index(key: string, tag: CacheTag): void {
    if (tag === 'catalog') return
    if (tag === 'everything') {
      this.untagged.add(key)
      this.listings.add(key)
      return
    }
    if (tag.listing) this.listings.add(key)
    for (const id of tag.ids) {
      let keys = this.byProduct.get(id)
      if (!keys) {
        keys = new Set()
        this.byProduct.set(id, keys)
      }
      keys.add(key)
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.value.body.length
    this.entries.delete(key)
    this.listings.delete(key)
    this.untagged.delete(key)
    if (typeof entry.tag === 'object') {
      for (const id of entry.tag.ids) {
        const keys = this.byProduct.get(id)
        keys?.delete(key)
        if (keys?.size === 0) this.byProduct.delete(id)
      }
    }
  }
}
