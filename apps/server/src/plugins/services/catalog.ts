import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogRepository } from '../../services/catalog-repository.ts'
import { CatalogChangeWaiters, watchCatalogChanges } from '../../services/search/catalog-changes.ts'
import { ProductDocumentCache } from '../../services/search/product-document-cache.ts'
import { ResponseCache } from '../../services/search/response-cache.ts'
import { SearchService } from '../../services/search/search-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository
    catalogSearch: SearchService
    catalogCache: ResponseCache
    catalogChanges: CatalogChangeWaiters
  }
}

/** How long a writer waits for its change to come back from the database before it answers. */
const ARRIVAL_TIMEOUT_MS = 2000

/** The catalogue, its search, and the caches every catalogue write empties. */
export default fp(
  async (app: FastifyInstance) => {
    const documents = new ProductDocumentCache(app.db)
    const search = new SearchService(app.db, documents)
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 })
    app.decorate('catalog', new CatalogRepository(app.db, documents))
    app.decorate('catalogSearch', search)
    app.decorate('catalogCache', cache)
    const waiters = new CatalogChangeWaiters(ARRIVAL_TIMEOUT_MS)
    app.decorate('catalogChanges', waiters)
    const onChange = (payload: string | undefined) => {
      cache.clear()
      search.invalidate()
      documents.invalidate()
      waiters.seen(payload)
    }
    const stop = await watchCatalogChanges(app.dbHandle, onChange, app.log)
    app.addHook('onClose', async () => {
      await stop()
    })
  },
  { name: 'catalog', dependencies: ['database'] },
)
