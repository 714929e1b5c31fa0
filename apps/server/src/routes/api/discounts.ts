import {
  ANONYMOUS_EMAIL,
  apiErrorSchema,
  discountSchema,
  useDiscountBodySchema,
  usedDiscountSchema,
  validateCouponBodySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../http-error.ts'
import { assertOwnEmail } from '../../plugins/services/identity.ts'
import { applicable, usedBy } from '../../services/discounts/usable-discounts.ts'

const appliedDiscount = discountSchema.pick({ name: true, discount_code: true, percentage: true })

/** Coupons (docs/requirements.md §7 /discounts, docs/requirements.md §10: validated on the server, the code book stays there). */
const discountRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (app, options) => {
  // Guessing codes costs requests: a person applies a few, a script thousands.
  const couponRateLimit = { max: options.perMinute, timeWindow: '1 minute' }
  app.post(
    '/discounts/validate',
    {
      config: { rateLimit: couponRateLimit },
      schema: {
        tags: ['coupons'],
        body: validateCouponBodySchema,
        response: { 200: appliedDiscount, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => applicable(app.db, request.body.code),
  )

  app.post(
    '/discounts/use',
    {
      config: { rateLimit: couponRateLimit },
      schema: {
        tags: ['coupons'],
        body: useDiscountBodySchema,
        response: {
          201: appliedDiscount,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A signed-in customer records uses under their own email; a visitor under the SPEC's
      // placeholder address only (docs/requirements.md §6).
      if (request.headers.authorization) {
        await app.authenticate(request, reply)
        assertOwnEmail(request, request.body.userEmail)
      } else if (request.body.userEmail.toLowerCase() !== ANONYMOUS_EMAIL) {
        throw unauthorized()
      }
      // Kept for the SPEC's storefront, which calls it after applying a code; applying never
      // spends a use: a checkout reserves one and its payment records it (docs/requirements.md §10).
      return reply.status(201).send(await applicable(app.db, request.body.discountCode))
    },
  )

  app.get(
    '/discounts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        querystring: z.object({ userEmail: z.email().max(254) }),
        response: {
          200: z.array(usedDiscountSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.query.userEmail)
      return usedBy(app.db, request.query.userEmail)
    },
  )
}

export default discountRoutes
