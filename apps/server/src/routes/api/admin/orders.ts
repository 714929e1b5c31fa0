import {
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  apiErrorSchema,
  orderIdParamsSchema,
  refundBodySchema,
} from '@marquee/core'
import { and, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../../config/config.ts'
import { orders, products } from '../../../db/schema.ts'
import { notFound } from '../../../http-error.ts'
import { adminOrders, countWhere } from '../../../services/admin/admin-orders.ts'
import { refundOrder } from '../../../services/admin/refund-order.ts'
import { actorOf } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const refundErrors = { ...errors, 502: apiErrorSchema }
const tags = ['admin']
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** An order number, or part of the customer's email or the clip's title. */
function searchFor(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  if (/^#?\d{1,9}$/.test(q)) return eq(orders.id, Number(q.replace('#', '')))
  const pattern = `%${escapeLike(q)}%`
  return or(ilike(orders.userEmail, pattern), ilike(products.title, pattern))
}

/** /api/admin/orders: every order, filtered and searched; refunds. */
const orderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, status, payment, q } = request.query
      const where = and(
        status ? eq(orders.orderStatus, status) : undefined,
        payment ? eq(orders.paymentStatus, payment) : undefined,
        searchFor(q),
      )
      const [items, total] = await Promise.all([
        adminOrders(app.db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
        countWhere(app.db, where, true),
      ])
      return { items, total, page, pageSize }
    },
  )

  app.post(
    '/orders/:id/refund',
    {
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
    async (request) => {
      const { id } = request.params
      const deps = {
        db: app.db,
        provider: app.payments.provider,
        mailer: app.mailer,
        publicUrl: config.PUBLIC_URL,
        invoicing: config.invoicing,
      }
      const outcome = await refundOrder(deps, actorOf(request), id, request.body.reason)
      const [order] = await adminOrders(app.db, eq(orders.id, id), { limit: 1, offset: 0 })
      if (!order) throw notFound(`No order #${id}`)
      return { outcome, order }
    },
  )
}

export default orderRoutes
