import { apiErrorSchema, cartQuoteRequestSchema, cartQuoteSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { quoteCart } from '../../services/cart/quote-cart.ts'

/** The cart's prices as the server will charge them. */
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
    async (request) => quoteCart(app.db, app.discounts, request.body),
  )
}

export default cartRoutes
