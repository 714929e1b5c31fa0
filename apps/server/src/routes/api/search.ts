import {
  apiErrorSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tagResponse, useHttpCache } from '../../services/search/http-cache.ts'
import { recordSearchMiss } from '../../services/search/search-misses.ts'

/**
 * Search and search-as-you-type (docs/requirements.md §7 /products/search); cached and gzipped
 * like the catalogue (catalog.ts), so they skip @fastify/compress too.
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  useHttpCache(app, app.catalogCache)

  app.get(
    '/products/search',
    {
      compress: false,
      schema: {
        tags: ['search'],
        summary: 'Find products by text, with filters, sorting, paging and facets',
        description:
          'Misspelt words are corrected against the catalogue\'s own words ("hedlight" finds headlight) and an unfinished word is completed. Without `sortBy`, a text search ranks the best match first (an exact title first, ties by id); otherwise `asc` sorts by title, `high`/`low` by price, and `sale` keeps only products whose old price is above their price. `count` is the total before paging. Each facet is counted as if its own filter were not set, so a sidebar keeps offering the alternatives; `price` is the range of the matches regardless of the price filter.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema },
      },
      // After the answer has gone, cached or not (the count travels in its header).
      onResponse: async (request, reply) => {
        const { q } = request.query as { q?: unknown }
        if (typeof q !== 'string' || reply.getHeader('x-total-count') !== '0') return
        await recordSearchMiss(app.db, q).catch((error: unknown) =>
          request.log.warn({ err: error }, 'a search miss was not counted'),
        )
      },
    },
    async (request, reply) => {
      const found = await app.catalogSearch.search(request.query)
      tagResponse(request, { ids: found.results.map((product) => product.id), listing: true })
      reply.header('x-total-count', String(found.count))
      return found
    },
  )

  app.get(
    '/products/suggest',
    {
      compress: false,
      schema: {
        tags: ['search'],
        summary: 'Up to 8 category and product titles for what has been typed so far',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      tagResponse(request, { ids: [], listing: true })
      return { suggestions: await app.catalogSearch.suggest(request.query.q) }
    },
  )
}

export default searchRoutes
