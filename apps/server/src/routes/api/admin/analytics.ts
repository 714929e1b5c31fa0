import { analyticsQuerySchema, analyticsSchema, apiErrorSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { analytics } from '../../../services/admin/analytics/analytics.ts'

/** The shop's figures over a range of days: revenue, plans, clips, credits, conversions, searches. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revenue by day and other figures over inclusive UTC days (default the last 30)',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, 400: apiErrorSchema },
      },
    },
    (request) => analytics(app.db, request.query),
  )
}

export default analyticsRoutes
