import {
  apiErrorSchema,
  SEND_EMAIL_TEMPLATES,
  sendEmailReceiptSchema,
  sendEmailRequestSchema,
} from '@marquee/core'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { orders } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http-error.ts'
import { unauthorized } from '../../plugins/services/identity.ts'
import { postLetters } from '../../services/mail/letter-post.ts'
import { customOrderLetters } from '../../services/orders/custom-order-letters.ts'
import { listOrders } from '../../services/orders/order-view.ts'

export interface SendEmailOptions {
  publicUrl: string
  shopEmail: string
  /** Requests per address per minute. */
  perMinute: number
}

const known = (template: string): template is (typeof SEND_EMAIL_TEMPLATES)[number] =>
  (SEND_EMAIL_TEMPLATES as readonly string[]).includes(template)

/**
 * SPEC §7's /send-email without the open relay (DESIGN §6): the browser names a template
 * from the allow-list and its own order; the server writes the mail from the order it holds
 * and sends it to the signed-in customer and to the shop, never to an address in the body.
 */
const sendEmailRoutes: FastifyPluginAsyncZod<SendEmailOptions> = async (app, options) => {
  app.post(
    '/send-email',
    {
      preHandler: app.authenticate,
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
    async (request, reply) => {
      const account = request.account
      if (!account) throw unauthorized()
      const { template, to, variables } = request.body
      if (!known(template)) {
        throw badRequest(`template: must be one of ${SEND_EMAIL_TEMPLATES.join(', ')}`)
      }
      if (to && to.toLowerCase() !== account.email.toLowerCase()) {
        throw new HttpError(403, 'to: the store mails only your own address')
      }
      if (!variables.order_id) throw badRequest('variables.order_id: name the order to confirm')
      const [order] = await listOrders(
        app.db,
        and(
          eq(orders.id, variables.order_id),
          eq(orders.userId, account.id),
          ne(orders.customizationRequests, ''),
        ),
      )
      if (!order) throw notFound('variables.order_id: no customised order of yours has this id')
      const letters = customOrderLetters(order, options.shopEmail)
      await postLetters(app.mailer, options.publicUrl, letters)
      return reply.status(202).send({ sent: letters.length })
    },
  )
}

export default sendEmailRoutes
