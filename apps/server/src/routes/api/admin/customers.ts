import {
  adminCustomerPageSchema,
  apiErrorSchema,
  creditAdjustmentSchema,
  customerIdParamsSchema,
  customersQuerySchema,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { users } from '../../../db/schema.ts'
import { adjustCredits } from '../../../services/admin/customer-credits.ts'
import { listCustomers } from '../../../services/admin/customer-list.ts'
import { actorOf } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const tags = ['admin']

/** /api/admin/customers: who they are, their plan and credits; grant or take back credits. */
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
    async (request) => {
      const { page, pageSize } = request.query
      return { ...(await listCustomers(app.db, request.query)), page, pageSize }
    },
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
    async (request) => {
      await adjustCredits(app.db, actorOf(request), request.params.id, request.body)
      const [user] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, request.params.id))
      return {
        ...(await listCustomers(app.db, { q: user?.email, page: 1, pageSize: 1 })),
        page: 1,
        pageSize: 1,
      }
    },
  )
}

export default customerRoutes
