import { apiErrorSchema, orderIdParamsSchema, orderMessageSchema } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { unauthorized } from '../../plugins/services/identity.ts'
import { messagesOf } from '../../services/admin/admin-orders.ts'

/** GET /api/orders/{id}/messages: what the shop wrote about one of the caller's own orders. */
const orderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/messages',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: orderIdParamsSchema,
        response: {
          200: z.object({ messages: z.array(orderMessageSchema) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const account = request.account
      if (!account) throw unauthorized()
      const { id } = request.params
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, account.id)))
      // Someone else's order answers as a missing one: its existence is not theirs to learn.
      if (!order) throw notFound(`No order #${id} of yours`)
      return { messages: (await messagesOf(app.db, [id])).get(id) ?? [] }
    },
  )
}

export default orderMessageRoutes
