import { adminTaxonomySchema, brandInputSchema, categoryInputSchema } from '@marquee/core'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deleteBrand, deleteCategory } from '../../../services/catalog/taxonomy-deletes.ts'
import { readTaxonomy } from '../../../services/catalog/taxonomy-read.ts'
import { saveBrand, saveCategory } from '../../../services/catalog/taxonomy-writes.ts'
import { byId, refusals, security, tags, writeDeps } from './catalogue-route-parts.ts'

const categoryAnswer = adminTaxonomySchema.shape.categories.element
const brandAnswer = adminTaxonomySchema.shape.brands.element

/**
 * Categories and brands under /api/admin/catalogue: list, create, rename, and delete one no
 * clip uses (409 naming how many do). Every write is audited and reaches the shop at once.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => writeDeps(app, request)

  app.get(
    '/catalogue/taxonomy',
    { schema: { tags, security, response: { 200: adminTaxonomySchema } } },
    () => readTaxonomy(app.db),
  )

  app.post(
    '/catalogue/categories',
    {
      schema: {
        tags,
        security,
        body: categoryInputSchema,
        response: { 201: categoryAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveCategory(deps(request), null, request.body)),
  )

  app.patch(
    '/catalogue/categories/:id',
    {
      schema: {
        tags,
        security,
        params: byId,
        body: categoryInputSchema,
        response: { 200: categoryAnswer, ...refusals },
      },
    },
    (request) => saveCategory(deps(request), request.params.id, request.body),
  )

  app.delete(
    '/catalogue/categories/:id',
    { schema: { tags, security, params: byId, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteCategory(deps(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/catalogue/brands',
    {
      schema: {
        tags,
        security,
        body: brandInputSchema,
        response: { 201: brandAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveBrand(deps(request), null, request.body)),
  )

  app.patch(
    '/catalogue/brands/:id',
    {
      schema: {
        tags,
        security,
        params: byId,
        body: brandInputSchema,
        response: { 200: brandAnswer, ...refusals },
      },
    },
    (request) => saveBrand(deps(request), request.params.id, request.body),
  )

  app.delete(
    '/catalogue/brands/:id',
    { schema: { tags, security, params: byId, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteBrand(deps(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}

export default taxonomyRoutes
