import {
  adminCustomerDetailSchema,
  adminCustomerPageSchema,
  apiErrorSchema,
  creditAdjustmentSchema,
  customerIdParamsSchema,
  customersQuerySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adjustCustomerCredits } from '../../../services/admin/customer-credits.ts'
import { customerDetail } from '../../../services/admin/customer-detail.ts'
import { listCustomers } from '../../../services/admin/customer-list.ts'
import { actorOf } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const tags = ['admin']

/** /api/admin/customers: who they are, their plan and credits; one customer whole; grant or take back credits. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        querystring: customersQuerySchema,
        response: { 200: adminCustomerPageSchema, ...errors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  )

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        response: { 200: adminCustomerDetailSchema, ...errors },
      },
    },
    async (request) => customerDetail(app.db, request.params.id),
  )

  app.post(
    '/customers/:id/credits',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: creditAdjustmentSchema,
        response: { 200: adminCustomerPageSchema, ...errors },
      },
    },
    async (request) =>
      adjustCustomerCredits(app.db, actorOf(request), request.params.id, request.body),
  )
}

export default customerRoutes
