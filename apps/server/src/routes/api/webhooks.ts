import { apiErrorSchema } from '@marquee/core'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { HttpError } from '../../http-error.ts'
import { EventOutOfOrder } from '../../services/payments/fulfilment.ts'
import { WebhookSignatureError } from '../../services/payments/payment-provider.ts'

/**
 * The payment provider's webhook (Stripe, or the sandbox's events signed the same way).
 * The signature covers the exact bytes sent, so this route alone keeps the body raw.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['stripe-signature']
      let event: ReturnType<typeof app.payments.verifyEvent>
      try {
        event = app.payments.verifyEvent(
          body,
          typeof signature === 'string' ? signature : undefined,
        )
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new HttpError(400, `stripe-signature: ${error.message}`)
        }
        throw error
      }
      try {
        const outcome = await app.payments.handleEvent(event)
        return { received: true as const, outcome }
      } catch (error) {
        // Not applied (rolled back) and not recorded: the provider delivers it again later.
        if (error instanceof EventOutOfOrder) throw new HttpError(503, error.message)
        throw error
      }
    },
  )
}

export default webhookRoutes
