import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAudit } from '../../../services/admin/audit-log.ts'

/** GET /api/admin/audit: who changed what in the back office, newest first. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      return { ...(await listAudit(app.db, request.query)), page, pageSize }
    },
  )
}

export default auditRoutes
