import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  apiErrorSchema,
  orderIdParamsSchema,
  refundBodySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orderBookPage, refundFromOrderBook } from '../../../services/admin/order-book.ts'
import { orderDetail } from '../../../services/admin/order-detail.ts'
import { actorOf, ownerOnly } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const refundErrors = { ...errors, 502: apiErrorSchema }
const tags = ['admin']

/** /api/admin/orders: every order, filtered and searched; one order whole; refunds. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => orderBookPage(app.db, request.query),
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => orderDetail(app.db, request.params.id),
  )

  app.post(
    '/orders/:id/refund',
    {
      ...ownerOnly,
      schema: {
        tags,
        params: orderIdParamsSchema,
        body: refundBodySchema,
        response: {
          200: z.object({ outcome: z.enum(['refunded', 'already']), order: adminOrderSchema }),
          ...refundErrors,
        },
      },
    },
    async (request) =>
      refundFromOrderBook(app.backOffice, actorOf(request), request.params.id, request.body.reason),
  )
}

export default orderRoutes
