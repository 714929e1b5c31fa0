import {
  adminContentPageSchema,
  apiErrorSchema,
  contentPageInputSchema,
  contentPreviewInputSchema,
  contentSlugParam,
  contentVersionSchema,
  renderedMarkdownSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contentHistory } from '../../../services/content/content-history.ts'
import {
  listContentPages,
  PAGE_ENTITY,
  readContentPage,
  saveContentPage,
} from '../../../services/content/content-pages.ts'
import { renderMarkdown } from '../../../services/content/render-markdown.ts'
import { actorOf } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema }
const params = z.object({ slug: contentSlugParam() })

/**
 * The shop's pages under /api/admin/content: staff and the owner both edit words (issue 26
 * gives the owner alone money, prices and staff). The preview renders with the very code the
 * public page uses, so what the editor shows is what the shop will show.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/pages',
    { schema: { tags, security, response: { 200: z.array(adminContentPageSchema) } } },
    () => listContentPages(app.db),
  )

  app.get(
    '/content/pages/:slug',
    { schema: { tags, security, params, response: { 200: adminContentPageSchema, ...refusals } } },
    (request) => readContentPage(app.db, request.params.slug),
  )

  app.put(
    '/content/pages/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Save a page: title, Markdown and whether it is published',
        params,
        body: contentPageInputSchema,
        response: { 200: adminContentPageSchema, ...refusals },
      },
    },
    (request) =>
      saveContentPage(
        app.catalogWrites,
        auditAs(request),
        actorOf(request),
        request.params.slug,
        request.body,
      ),
  )

  app.get(
    '/content/pages/:slug/history',
    {
      schema: {
        tags,
        security,
        summary: "A page's versions from the audit log, newest first",
        params,
        response: { 200: z.array(contentVersionSchema), ...refusals },
      },
    },
    async (request) => {
      await readContentPage(app.db, request.params.slug)
      return contentHistory(app.db, PAGE_ENTITY, request.params.slug)
    },
  )

  app.post(
    '/content/preview',
    {
      schema: {
        tags,
        security,
        summary: 'Markdown rendered and sanitised as a published page would be',
        body: contentPreviewInputSchema,
        response: { 200: renderedMarkdownSchema, 400: apiErrorSchema },
      },
    },
    (request) => renderMarkdown(request.body.body),
  )
}

export default contentRoutes
