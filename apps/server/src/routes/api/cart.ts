import {
  apiErrorSchema,
  cartQuoteRequestSchema,
  cartQuoteSchema,
  cartRestoreRequestSchema,
  restoredCartSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { quoteCart } from '../../services/cart/quote-cart.ts'

/** The cart's prices as the server will charge them, and a cart brought back from a reminder. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['cart'],
        body: cartQuoteRequestSchema,
        response: { 200: cartQuoteSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteCart(app.db, request.body),
  )

  // The link of an abandoned-checkout reminder: the token in the body keeps it out of logs.
  app.post(
    '/cart/restore',
    {
      schema: {
        tags: ['cart'],
        body: cartRestoreRequestSchema,
        response: { 200: restoredCartSchema, 400: apiErrorSchema },
      },
    },
    async (request) => app.checkoutReminders.restore(request.body.token),
  )
}

export default cartRoutes
