import {
  adminCustomRequestPageSchema,
  adminCustomRequestQuerySchema,
  adminCustomRequestSchema,
  apiErrorSchema,
  customRequestMoveSchema,
  recordIdParam,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listCustomRequests,
  markCustomRequestRead,
  moveCustomRequest,
} from '../../../services/custom-requests/request-desk.ts'
import { auditAs } from './audit-as.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const byId = z.object({ id: recordIdParam() })
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema }

/** The clip-from-scratch requests under /api/admin/custom-requests: list, read, move on. */
const customRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Newest first; ?status= lists only those in one status',
        querystring: adminCustomRequestQuerySchema,
        response: { 200: adminCustomRequestPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      return { ...(await listCustomRequests(app.db, request.query)), page, pageSize }
    },
  )

  app.post(
    '/custom-requests/:id/read',
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: adminCustomRequestSchema, ...refusals },
      },
    },
    (request) => markCustomRequestRead(app.db, auditAs(request), request.params.id),
  )

  app.put(
    '/custom-requests/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'new → in_progress → answered or closed; never back to new',
        params: byId,
        body: customRequestMoveSchema,
        response: { 200: adminCustomRequestSchema, ...refusals },
      },
    },
    (request) => moveCustomRequest(app.db, auditAs(request), request.params.id, request.body),
  )
}

export default customRequestRoutes
