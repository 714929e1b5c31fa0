import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  apiErrorSchema,
  moderatedReviewSchema,
  reviewIdParamsSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { decideReview, listReviews } from '../../../services/reviews/moderate-reviews.ts'
import { actorOf } from './admin-guard.ts'

/** The back office's review queue: customers' reviews wait here until approved or rejected. */
const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews in one status (pending by default), oldest first',
        security: [{ bearer: [] }],
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      return { ...(await listReviews(app.db, request.query)), page, pageSize }
    },
  )

  for (const [verb, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/reviews/:reviewId/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            verb === 'approve'
              ? 'Publish a review: it shows on the clip and counts in its rating'
              : 'Refuse a review: hidden from others, out of the rating; its author sees it refused',
          security: [{ bearer: [] }],
          params: reviewIdParamsSchema,
          response: { 200: moderatedReviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        decideReview(app.db, {
          reviewId: request.params.reviewId,
          status,
          actorId: actorOf(request),
        }),
    )
  }
}

export default reviewModerationRoutes
