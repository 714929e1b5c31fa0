import { apiErrorSchema, customVideoReceiptSchema, customVideoRequestSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import {
  REQUESTS_BUSY_MESSAGE,
  storeCustomRequest,
} from '../../services/custom-requests/store-custom-request.ts'
import type { ContactLimits } from './contact.ts'

/**
 * docs/requirements.md §7's /submit-custom-video-query: a clip made from scratch, stored for the shop and
 * confirmed by mail; open to visitors, so it has the contact form's budgets.
 */
const customVideoRequestRoutes: FastifyPluginAsyncZod<{
  limits: Omit<ContactLimits, 'maxUnread'>
}> = async (app, { limits }) => {
  const everyone = requestBudget(app, {
    name: 'custom video requests',
    max: limits.perMinute,
    timeWindow: '1 minute',
    key: () => 'everyone',
    message: REQUESTS_BUSY_MESSAGE,
  })

  app.post(
    '/submit-custom-video-query',
    {
      config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } },
      // Signed in is optional: a token, when sent, must be valid.
      preHandler: [
        everyone,
        async (request, reply) => {
          if (request.headers.authorization) await app.authenticate(request, reply)
        },
      ],
      schema: {
        tags: ['store'],
        body: customVideoRequestSchema,
        response: {
          201: customVideoReceiptSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const receipt = await storeCustomRequest(app.customRequests, request.body, request.account)
      return reply.status(201).send(receipt)
    },
  )
}

export default customVideoRequestRoutes
