import {
  adminProductInputSchema,
  adminProductPatchSchema,
  adminProductSchema,
  publishBodySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminProduct, listAdminProducts } from '../../../services/catalog/admin-products.ts'
import {
  createProduct,
  setPublished,
  updateProduct,
} from '../../../services/catalog/product-writes.ts'
import { ownerOnly } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'
import { catalogEntityRoutes } from './catalog-entity-routes.ts'
import { byId, refusals, security, tags } from './catalog-route-parts.ts'

/** Clips under /api/admin/catalogue (categories and brands: taxonomy.ts); every write is audited. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/products',
    { schema: { tags, security, response: { 200: z.array(adminProductSchema) } } },
    () => listAdminProducts(app.db),
  )

  app.get(
    '/catalogue/products/:id',
    {
      schema: { tags, security, params: byId, response: { 200: adminProductSchema, ...refusals } },
    },
    (request) => adminProduct(app.db, request.params.id),
  )

  catalogEntityRoutes(app, {
    path: '/catalogue/products',
    answer: adminProductSchema,
    create: {
      body: adminProductInputSchema,
      summary: 'A new clip, unpublished until it has media',
      run: createProduct,
    },
    update: { body: adminProductPatchSchema, run: updateProduct },
  })

  app.put(
    '/catalogue/products/:id/published',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Shows the clip in the shop, or hides it from shop, search and product page',
        params: byId,
        body: publishBodySchema,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    (request) =>
      setPublished(app.catalogWrites, auditAs(request), request.params.id, request.body.published),
  )
}

export default catalogRoutes
