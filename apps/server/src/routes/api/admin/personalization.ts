import { adminPersonalizationSchema, personalizationTemplateSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminPersonalization,
  putTemplate,
  removeTemplate,
  type TemplateWriteDeps,
} from '../../../services/catalog/template-writes.ts'
import { ownerOnly } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'
import { byId, refusals, security, tags } from './catalog-route-parts.ts'

const path = '/catalogue/products/:id/personalization'

/** A clip's template under /api/admin/catalogue: what makes it personalisable; writes audited. */
const personalizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TemplateWriteDeps => ({
    writes: app.catalogWrites,
    mastersDir: app.downloads.mastersDir,
  })

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: "The clip's template (null: a plain clip) and the clip it is placed on",
        params: byId,
        response: { 200: adminPersonalizationSchema, ...refusals },
      },
    },
    (request) => adminPersonalization(deps(), request.params.id),
  )

  app.put(
    path,
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Makes the clip personalisable with this template, or replaces its template',
        params: byId,
        body: personalizationTemplateSchema,
        response: { 200: adminPersonalizationSchema, ...refusals },
      },
    },
    (request) => putTemplate(deps(), auditAs(request), request.params.id, request.body),
  )

  app.delete(
    path,
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Makes the clip plain again',
        params: byId,
        response: { 200: adminPersonalizationSchema, ...refusals },
      },
    },
    (request) => removeTemplate(deps(), auditAs(request), request.params.id),
  )
}

export default personalizationRoutes
