/** A serialised response, ready to send again. */
export interface CachedResponse {
  body: string
  /** Made on the first request that accepts gzip. */
  gzip?: Buffer
  etag: string
  headers: Record<string, string>
}

interface Entry {
  value: CachedResponse
  expires: number
}

export interface ResponseCacheOptions {
  /** No longer than the Cache-Control max-age: a CDN may serve it that stale anyway. */
  ttlMs: number
  maxBytes: number
}

/**
 * Catalogue responses by URL, dropped whenever the catalogue changes (see catalog-changes.ts)
 * and at the latest after `ttlMs`. The catalogue is read far more often than written, so
 * repeated searches and product pages skip the database, the ranking and the serialising.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(private readonly options: ResponseCacheOptions) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= now) {
      this.delete(key)
      return undefined
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: CachedResponse, now = Date.now()): void {
    // The gzipped copy is a fraction of the text; the text's length bounds both.
    const size = value.body.length
    if (size > this.options.maxBytes / 8) return
    this.delete(key)
    this.entries.set(key, { value, expires: now + this.options.ttlMs })
    this.bytes += size
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.value.body.length
    this.entries.delete(key)
  }
}
