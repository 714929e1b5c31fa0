import {
  adminCustomRequestPageSchema,
  adminCustomRequestQuerySchema,
  apiErrorSchema,
} from '@marquee/core'
import { desc, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customVideoRequests } from '../../../db/schema.ts'

/** GET /api/admin/custom-requests: the clip-from-scratch requests, newest first. */
const customRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-requests',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: adminCustomRequestQuerySchema,
        response: { 200: adminCustomRequestPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      const rows = await app.db
        .select()
        .from(customVideoRequests)
        .orderBy(desc(customVideoRequests.receivedAt), desc(customVideoRequests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [counted] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(customVideoRequests)
      return {
        items: rows.map((row) => ({
          id: row.id,
          reference: `R-${row.id}`,
          name: row.name,
          email: row.email,
          signedIn: row.userId !== null,
          signWidth: row.signWidth,
          signHeight: row.signHeight,
          message: row.message,
          imagery: row.imagery,
          deadline: row.deadline,
          files: row.files,
          status: row.status,
          receivedAt: row.receivedAt.toISOString(),
        })),
        total: counted?.n ?? 0,
        page,
        pageSize,
      }
    },
  )
}

export default customRequestRoutes
