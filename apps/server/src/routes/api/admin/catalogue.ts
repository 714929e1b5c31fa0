import {
  adminProductInputSchema,
  adminProductPatchSchema,
  adminProductSchema,
  publishBodySchema,
} from '@marquee/core'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../../http-error.ts'
import { findAdminProduct, listAdminProducts } from '../../../services/catalog/admin-products.ts'
import {
  createProduct,
  setPublished,
  updateProduct,
} from '../../../services/catalog/product-writes.ts'
import { byId, refusals, security, tags, writeDeps } from './catalogue-route-parts.ts'

/** Clips under /api/admin/catalogue (categories and brands: taxonomy.ts); every write is audited. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => writeDeps(app, request)

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
    async (request) => {
      const product = await findAdminProduct(app.db, request.params.id)
      if (!product) throw notFound(`id: no clip ${request.params.id}`)
      return product
    },
  )

  app.post(
    '/catalogue/products',
    {
      schema: {
        tags,
        security,
        summary: 'A new clip, unpublished until it has media',
        body: adminProductInputSchema,
        response: { 201: adminProductSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(deps(request), request.body)),
  )

  app.patch(
    '/catalogue/products/:id',
    {
      schema: {
        tags,
        security,
        params: byId,
        body: adminProductPatchSchema,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    (request) => updateProduct(deps(request), request.params.id, request.body),
  )

  app.put(
    '/catalogue/products/:id/published',
    {
      schema: {
        tags,
        security,
        summary: 'Shows the clip in the shop, or hides it from shop, search and product page',
        params: byId,
        body: publishBodySchema,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    (request) => setPublished(deps(request), request.params.id, request.body.published),
  )
}

export default catalogueRoutes
