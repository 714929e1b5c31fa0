import {
  apiErrorSchema,
  blogEntrySchema,
  categorySchema,
  productPageSchema,
  productSchema,
  recordIdParam,
  singleLineText,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listCategories,
  listProducts,
  productPage,
  productsByCategory,
} from '../../services/catalog/catalog-reads.ts'
import { listBlogEntries } from '../../services/content/blog-list.ts'
import { tagResponse, useHttpCache } from '../../services/search/http-cache.ts'

/** A category page at 10,000 clips is megabytes: it pages by default, like the shop grid. */
export const CATEGORY_PAGE_DEFAULT = 12
export const CATEGORY_PAGE_MAX = 100

const productId = z.object({ id: recordIdParam() })

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})

const categoryPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CATEGORY_PAGE_MAX).default(CATEGORY_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
})

const errors = { 400: apiErrorSchema }

/**
 * The catalogue calls of docs/requirements.md §7; every read is cached (ETag, Cache-Control,
 * 304). The cache sends them gzipped itself, so they skip @fastify/compress (`compress: false`).
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  useHttpCache(app, app.catalogCache)

  app.get(
    '/categories',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'The category tree: parent titles and their subcategories',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => {
      tagResponse(request, 'catalog')
      return listCategories(app.db)
    },
  )

  app.get(
    '/products',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'All products by id (docs/requirements.md §7); limit and offset page through them',
        querystring: pageQuery,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request) => {
      const products = await listProducts(app.db, request.query)
      tagResponse(request, { ids: products.map((product) => product.id), listing: true })
      return products
    },
  )

  app.get(
    '/productDetails/:id',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'One product with its reviews and, when it is personalisable, its template',
        params: productId,
        response: { 200: productPageSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      tagResponse(request, { ids: [request.params.id], listing: false })
      return productPage(app.catalog, request.params.id)
    },
  )

  app.get(
    '/productsByCategory/:category',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Products of a parent or child category, by title, ignoring case',
        description: `Pages by id: ${CATEGORY_PAGE_DEFAULT} products unless \`limit\` (at most ${CATEGORY_PAGE_MAX}) says otherwise; the X-Total-Count header gives the total. Filtering and sorting a large category is /api/products/search's job.`,
        params: z.object({ category: singleLineText().trim().min(1).max(100) }),
        querystring: categoryPageQuery,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await productsByCategory(app.catalog, request.params.category, request.query)
      tagResponse(request, { ids: page.products.map((product) => product.id), listing: true })
      reply.header('x-total-count', page.total)
      return page.products
    },
  )

  app.get(
    '/blog',
    {
      compress: false,
      schema: {
        tags: ['content'],
        summary: 'Blog entries, newest first',
        response: { 200: z.array(blogEntrySchema) },
      },
    },
    async (request) => {
      // Dropped by any catalogue change, a post saved in the back office included.
      tagResponse(request, 'everything')
      return listBlogEntries(app.db)
    },
  )
}

export default catalogRoutes
