import {
  apiErrorSchema,
  discountSchema,
  INVALID_COUPON_MESSAGE,
  useDiscountBodySchema,
  usedDiscountSchema,
  validateCouponBodySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError, notFound } from '../../http-error.ts'

const appliedDiscount = discountSchema.pick({ name: true, discount_code: true, percentage: true })

/** Coupons (SPEC §7 /discounts, DESIGN §6: validated on the server, the code book stays there). */
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
    async (request) => {
      const discount = await app.discounts.findUsable(request.body.code)
      if (!discount) throw notFound(INVALID_COUPON_MESSAGE)
      return discount
    },
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
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.discounts.use(request.body.discountCode, request.body.userEmail)
      if (outcome.kind === 'invalid') throw notFound(INVALID_COUPON_MESSAGE)
      if (outcome.kind === 'exhausted') {
        throw new HttpError(409, 'This coupon code has reached its usage limit')
      }
      return reply.status(201).send(outcome.discount)
    },
  )

  app.get(
    '/discounts',
    {
      schema: {
        tags: ['coupons'],
        querystring: z.object({ userEmail: z.email().max(254) }),
        response: { 200: z.array(usedDiscountSchema), 400: apiErrorSchema },
      },
    },
    async (request) => app.discounts.usedBy(request.query.userEmail),
  )
}

export default discountRoutes
