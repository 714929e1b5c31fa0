import { apiErrorSchema, orderIdParamsSchema, orderMessageSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { ownOrderMessages } from '../../../services/orders/order-messages.ts'

/** GET /api/orders/{id}/messages: what the shop wrote about one of the caller's own orders. */
const orderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/messages',
    {
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
    async (request) => ownOrderMessages(app.db, customerOf(request).id, request.params.id),
  )
}

export default orderMessageRoutes
