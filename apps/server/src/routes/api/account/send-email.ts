import { apiErrorSchema, sendEmailReceiptSchema, sendEmailRequestSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { sendCustomOrderMail } from '../../../services/orders/send-custom-order-mail.ts'

export interface SendEmailOptions {
  /** Requests per address per minute. */
  perMinute: number
}

/**
 * docs/requirements.md §7's /send-email without the open relay (docs/requirements.md §10): the browser names a template
 * from the allow-list and its own order; the server writes the mail from the order it holds
 * and sends it to the signed-in customer and to the shop, never to an address in the body.
 */
const sendEmailRoutes: FastifyPluginAsyncZod<SendEmailOptions> = async (app, options) => {
  app.post(
    '/send-email',
    {
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: sendEmailRequestSchema,
        response: {
          202: sendEmailReceiptSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await sendCustomOrderMail(app.orderMail, customerOf(request), request.body)),
  )
}

export default sendEmailRoutes
