import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderSchema,
} from '@marquee/core'
import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orders } from '../../db/schema.ts'
import { assertOwnEmail, unauthorized } from '../../plugins/services/identity.ts'
import { createOrder } from '../../services/orders/create-order.ts'
import { countOrders, listOrders, shownToCustomer } from '../../services/orders/order-view.ts'
import { submitCustomOrder } from '../../services/orders/submit-custom-order.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema }
const emailParams = z.object({ email: z.email().max(254) })

/** docs/requirements.md §7's order calls, for the signed-in customer's own orders only. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = (request: FastifyRequest) => {
    if (!request.account) throw unauthorized()
    return request.account
  }

  async function page(where: SQL | undefined, query: z.output<typeof orderPageQuerySchema>) {
    const offset = (query.page - 1) * query.pageSize
    return {
      orders: await listOrders(app.db, where, { limit: query.pageSize, offset }),
      page: query.page,
      pageSize: query.pageSize,
      total: await countOrders(app.db, where),
    }
  }

  const listSchema = {
    tags: ['orders'],
    security: [{ bearer: [] }],
    params: emailParams,
    querystring: orderPageQuerySchema,
    response: { 200: orderPageSchema, ...errors },
  }

  app.get(
    '/orders/user/:email',
    { preHandler: app.authenticate, schema: listSchema },
    async (request) => {
      assertOwnEmail(request, request.params.email)
      const mine = eq(orders.userId, customer(request).id)
      return page(and(mine, ne(orders.orderStatus, 'subscription'), shownToCustomer), request.query)
    },
  )

  app.get(
    '/subscription-orders/:email',
    { preHandler: app.authenticate, schema: listSchema },
    async (request) => {
      assertOwnEmail(request, request.params.email)
      const mine = eq(orders.userId, customer(request).id)
      return page(and(mine, eq(orders.orderStatus, 'subscription')), request.query)
    },
  )

  app.post(
    '/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errors, 402: apiErrorSchema },
      },
    },
    async (request, reply) => {
      assertOwnEmail(request, request.body.user_email)
      const place = request.body.paymentstatus === 'subscription' ? submitCustomOrder : createOrder
      return reply.status(201).send(await place(app.db, customer(request), request.body))
    },
  )
}

export default orderRoutes
