import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogRepository } from '../../services/catalog-repository.ts'
import { watchCatalogChanges } from '../../services/search/catalog-changes.ts'
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
    const onChange = () => {
      cache.clear()
      search.invalidate()
      documents.invalidate()
    }
    const stop = await watchCatalogChanges(app.dbHandle, onChange, app.log)
    app.addHook('onClose', async () => {
      await stop()
    })
  },
  { name: 'catalog', dependencies: ['database'] },
)
