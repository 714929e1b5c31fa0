import {
  apiErrorSchema,
  ownReviewResponseSchema,
  ownReviewSchema,
  recordIdParam,
  reviewInputSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import { customerOf } from '../../plugins/services/identity.ts'
import { findOwnReview, postReview } from '../../services/reviews/post-review.ts'

export interface ReviewLimits {
  /** Reviews per address per minute. */
  perAddress: number
  /** Reviews per minute from everyone together. */
  perMinute: number
}

const productParams = z.object({ id: recordIdParam() })

const BUSY_MESSAGE = 'The shop cannot take more reviews right now. Please try again in a minute.'

/** docs/requirements.md §2's review form: signed-in customers write one review per clip, held for approval. */
const reviewRoutes: FastifyPluginAsyncZod<{ limits: ReviewLimits }> = async (app, { limits }) => {
  const everyone = requestBudget(app, {
    name: 'reviews',
    max: limits.perMinute,
    timeWindow: '1 minute',
    key: () => 'everyone',
    message: BUSY_MESSAGE,
  })

  app.post(
    '/products/:id/reviews',
    {
      config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } },
      onRequest: app.authenticate,
      preHandler: everyone,
      schema: {
        tags: ['store'],
        summary: "Write (or replace) the signed-in customer's review of a clip",
        description:
          "The review waits for the shop's approval (status `pending`) and is not shown to others or counted in the rating until then. It is `verified` when the customer bought or downloaded the clip. A second post replaces the first and waits for approval again (200 instead of 201). It is filed under the signed-in account's email; an `email` in the body is ignored.",
        security: [{ bearer: [] }],
        params: productParams,
        body: reviewInputSchema,
        response: {
          200: ownReviewSchema,
          201: ownReviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { review, created } = await postReview(
        app.db,
        customerOf(request),
        request.params.id,
        request.body,
      )
      return reply.status(created ? 201 : 200).send(review)
    },
  )

  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['store'],
        summary: "The signed-in customer's own review of a clip, pending ones included",
        security: [{ bearer: [] }],
        params: productParams,
        response: { 200: ownReviewResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return {
        review: await findOwnReview(app.db, customerOf(request).id, request.params.id),
      }
    },
  )
}

export default reviewRoutes
