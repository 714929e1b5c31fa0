import { apiErrorSchema, contentPageSchema, contentSlugParam } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../http-error.ts'
import { publishedPage } from '../../services/content/content-pages.ts'

/**
 * GET /api/pages/:slug: an about, FAQ or policy page as the owner last saved it, its Markdown
 * rendered and sanitised here (services/content/render-markdown.ts). Outside the catalogue's
 * response cache, so a save shows on the next visit on every instance.
 */
const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published page of the shop (about, FAQ, policies), rendered',
        params: z.object({ slug: contentSlugParam() }),
        response: { 200: contentPageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await publishedPage(app.db, request.params.slug)
      if (!page) throw notFound(`slug: no page '${request.params.slug}'`)
      reply.header('cache-control', 'no-cache')
      return page
    },
  )
}

export default contentPageRoutes
