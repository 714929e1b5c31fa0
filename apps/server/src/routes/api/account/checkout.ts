import {
  apiErrorSchema,
  cartCheckoutRequestSchema,
  checkoutCreatedSchema,
  checkoutSessionSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertOwnEmail, customerOf } from '../../../plugins/services/identity.ts'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}
const sessionParams = z.object({ id: z.uuid() })

/** Paying for a cart: open a hosted checkout, then follow it until it is paid. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-checkout-session-cart',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        body: cartCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const deps = { log: request.log, logos: app.uploadedLogos }
      return app.payments.openCartCheckout(deps, customerOf(request), request.body)
    },
  )

  app.get(
    '/checkout/sessions/:id',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        params: sessionParams,
        response: { 200: checkoutSessionSchema, ...errors },
      },
    },
    async (request) => app.payments.followCheckout(customerOf(request).id, request.params.id),
  )

  app.post(
    '/checkout/sessions/:id/cancel',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        params: sessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.payments.cancelCheckout(customerOf(request).id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}

export default checkoutRoutes
