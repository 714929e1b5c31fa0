import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogRepository } from '../../services/catalog-repository.ts'
import { type CatalogChange, watchCatalogChanges } from '../../services/search/catalog-changes.ts'
import { ProductDocumentCache } from '../../services/search/product-document-cache.ts'
import { ResponseCache } from '../../services/search/response-cache.ts'
import { SearchService } from '../../services/search/search-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository
    catalogSearch: SearchService
    catalogCache: ResponseCache
  }
}

/** The catalogue, its search, and the caches every catalogue write empties. */
export default fp(
  async (app: FastifyInstance) => {
    const documents = new ProductDocumentCache(app.db)
    const search = new SearchService(app.db, documents)
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 })
    app.decorate('catalog', new CatalogRepository(app.db, documents))
    app.decorate('catalogSearch', search)
    app.decorate('catalogCache', cache)
    const onChange = (change: CatalogChange) => {
      // Drop what the change could make wrong at once, and again once the facets and the
      // vocabulary are refreshed: a response computed in between used the old ones.
      cache.apply(change)
      if (change.kind === 'bulk') documents.clear()
      else documents.forget(change.ids)
      search.apply(change).then(
        () => cache.apply(change),
        (error: unknown) => {
          app.log.error({ err: error }, 'catalogue refresh failed; dropping the cached responses')
          cache.clear()
        },
      )
    }
    const stop = await watchCatalogChanges(app.dbHandle, onChange, app.log)
    // The first search should not pay for loading the facets and the vocabulary.
    search.warm().catch((error: unknown) => app.log.warn({ err: error }, 'search warm-up failed'))
    app.addHook('onClose', async () => {
      await stop()
    })
  },
  { name: 'catalog', dependencies: ['database'] },
)
