import { apiErrorSchema, contactMessageSchema, contactReceiptSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactMessages } from '../../db/schema.ts'

/** The contact page's form: stored for the shop, never relayed anywhere. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['store'],
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(contactMessages)
        .values({ ...request.body, email: request.body.email.toLowerCase() })
        .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt })
      if (!row) throw new Error('contact message was not stored')
      return reply.status(201).send({ id: row.id, receivedAt: row.receivedAt.toISOString() })
    },
  )
}

export default contactRoutes
