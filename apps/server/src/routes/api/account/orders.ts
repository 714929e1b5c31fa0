import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertOwnEmail, customerOf } from '../../../plugins/services/identity.ts'
import { customerOrderPage, placeOrder } from '../../../services/orders/customer-orders.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema }
const emailParams = z.object({ email: z.email().max(254) })

/** docs/requirements.md §7's order calls, for the signed-in customer's own orders only. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = {
    tags: ['orders'],
    security: [{ bearer: [] }],
    params: emailParams,
    querystring: orderPageQuerySchema,
    response: { 200: orderPageSchema, ...errors },
  }

  app.get('/orders/user/:email', { schema: listSchema }, async (request) => {
    assertOwnEmail(request, request.params.email)
    return customerOrderPage(app.db, customerOf(request).id, 'purchases', request.query)
  })

  app.get('/subscription-orders/:email', { schema: listSchema }, async (request) => {
    assertOwnEmail(request, request.params.email)
    return customerOrderPage(app.db, customerOf(request).id, 'subscription', request.query)
  })

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errors, 402: apiErrorSchema },
      },
    },
    async (request, reply) => {
      assertOwnEmail(request, request.body.user_email)
      const order = await placeOrder(app.orderPlacing, customerOf(request), request.body)
      return reply.status(201).send(order)
    },
  )
}

export default orderRoutes
