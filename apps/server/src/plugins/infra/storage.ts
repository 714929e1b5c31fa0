import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import {
  linkedCatalogMediaRoutes,
  localCatalogMediaRoutes,
} from '../../routes/storage/catalog-media.ts'
import downloadFileRoutes from '../../routes/storage/downloads-file.ts'
import uploadFileRoutes, { localUploadRoutes } from '../../routes/storage/uploads-file.ts'
import { createStore } from '../../services/storage/create-store.ts'
import type { ObjectStore } from '../../services/storage/object-store.ts'
import type { UploadedLogos } from '../../services/uploads/uploaded-logo.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where files are kept: downloads, uploads, the catalogue's media, the back office. */
    store: ObjectStore
    /**
     * The store's own HTTP routes (the catalogue's media, uploaded logos, and for the local
     * store its signed links and presigned uploads), for an app that serves HTTP to register.
     */
    storageRoutes: FastifyPluginAsync
    /** Customers' logo uploads, checked before an order or a request attaches one. */
    uploadedLogos: UploadedLogos
  }
}

/**
 * Builds the one store (storage seam: local disk or S3, as configured) for every caller. Which
 * one it is matters only here and in services/storage: the routes it needs come with it.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { store, local } = await createStore(config, app.db)
    app.decorate('store', store)
    app.decorate('uploadedLogos', { store, publicUrl: config.PUBLIC_URL } satisfies UploadedLogos)
    app.decorate('storageRoutes', async (routes: FastifyInstance) => {
      if (local) {
        await routes.register(localCatalogMediaRoutes, { store: local })
        await routes.register(downloadFileRoutes, { store: local })
      } else {
        await routes.register(linkedCatalogMediaRoutes, { store })
      }
      await routes.register(uploadFileRoutes, { store })
      if (local) await routes.register(localUploadRoutes, { store: local })
    })
  },
  { name: 'storage', dependencies: ['database'] },
)
