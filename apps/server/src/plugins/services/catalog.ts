import { availableParallelism } from 'node:os'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { CatalogReadDeps } from '../../services/catalog/catalog-reads.ts'
import type { CatalogWriteDeps } from '../../services/catalog/catalog-writes.ts'
import {
  type CatalogChange,
  CatalogChangeWaiters,
  watchCatalogChanges,
} from '../../services/search/catalog-changes.ts'
import { ProductDocumentCache } from '../../services/search/product-document-cache.ts'
import { ResponseCache } from '../../services/search/response-cache.ts'
import { pruneSearchMisses } from '../../services/search/search-misses.ts'
import { SearchService } from '../../services/search/search-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the catalogue's reads need: the database and the product documents' cache. */
    catalog: CatalogReadDeps
    catalogSearch: SearchService
    catalogCache: ResponseCache
    catalogChanges: CatalogChangeWaiters
    /** What the back office's catalogue writes need: the database and this instance's listener. */
    catalogWrites: CatalogWriteDeps
  }
}

const HOUR_MS = 60 * 60 * 1000

/** How long a writer waits for its change to come back from the database before it answers. */
const ARRIVAL_TIMEOUT_MS = 2000

/** The catalogue, its search, and the caches every catalogue write empties. */
export default fp(
  async (app: FastifyInstance) => {
    const documents = new ProductDocumentCache(app.db)
    // PostgreSQL runs a search's statements on as many cores; PGlite one at a time in this thread.
    const atOnce = app.dbHandle.kind === 'postgres' ? availableParallelism() : 1
    const search = new SearchService(app.db, documents, atOnce)
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 })
    app.decorate('catalog', { db: app.db, documents })
    app.decorate('catalogSearch', search)
    app.decorate('catalogCache', cache)
    const waiters = new CatalogChangeWaiters(ARRIVAL_TIMEOUT_MS)
    app.decorate('catalogChanges', waiters)
    app.decorate('catalogWrites', { db: app.db, changes: waiters })
    const onChange = (change: CatalogChange, payload: string | undefined) => {
      // Drop what the change could make wrong at once, and again once the facets and the
      // vocabulary are refreshed: a response computed in between used the old ones. A writer
      // waiting on its announcement is released only then, so its next answer is fresh.
      cache.apply(change)
      if (change.kind === 'bulk') documents.clear()
      else documents.forget(change.ids)
      search.apply(change).then(
        () => {
          cache.apply(change)
          waiters.seen(payload)
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'catalogue refresh failed; dropping the cached responses')
          cache.clear()
          waiters.seen(payload)
        },
      )
    }
    const stop = await watchCatalogChanges(app.dbHandle, onChange, app.log)
    // The first search should not pay for loading the facets and the vocabulary.
    search.warm().catch((error: unknown) => app.log.warn({ err: error }, 'search warm-up failed'))
    // Searches that found nothing are kept thirteen months (services/search/search-misses.ts).
    const prune = setInterval(() => {
      pruneSearchMisses(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not drop old search misses'),
      )
    }, HOUR_MS)
    prune.unref()
    app.addHook('onClose', async () => {
      clearInterval(prune)
      await stop()
    })
  },
  { name: 'catalog', dependencies: ['database'] },
)
