import { apiErrorSchema, contactMessageSchema, contactReceiptSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import {
  CONTACT_BUSY_MESSAGE,
  storeContactMessage,
} from '../../services/contact/store-contact-message.ts'

export interface ContactLimits {
  /** Messages per address per minute. */
  perAddress: number
  /** Messages per minute from everyone together. */
  perMinute: number
  /** Unread messages kept at most; beyond it the form answers 503 instead of filling the disk. */
  maxUnread: number
}

/** The contact page's form: stored for the shop, never relayed anywhere. */
const contactRoutes: FastifyPluginAsyncZod<{ limits: ContactLimits }> = async (app, { limits }) => {
  const everyone = requestBudget(app, {
    name: 'contact',
    max: limits.perMinute,
    timeWindow: '1 minute',
    key: () => 'everyone',
    message: CONTACT_BUSY_MESSAGE,
  })

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } },
      preHandler: everyone,
      schema: {
        tags: ['store'],
        body: contactMessageSchema,
        response: {
          201: contactReceiptSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const receipt = await storeContactMessage(app.db, request.body, limits.maxUnread)
      return reply.status(201).send(receipt)
    },
  )
}

export default contactRoutes
