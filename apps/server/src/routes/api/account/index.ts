import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../../../config/config.ts'
import checkoutRoutes from './checkout.ts'
import downloadRoutes from './downloads.ts'
import invoiceRoutes from './invoices.ts'
import meRoutes from './me.ts'
import orderMessageRoutes from './order-messages.ts'
import orderRoutes from './orders.ts'
import sendEmailRoutes from './send-email.ts'
import signRoutes from './signs.ts'
import subscriptionRoutes from './subscriptions.ts'
import uploadRoutes from './uploads.ts'

/**
 * The signed-in customer's routes, under /api. Signing in is a hook on this whole
 * encapsulated plugin, so a module registered here cannot be left open: add yours to the list
 * below and take the caller with `customerOf(request)`. The hook is a preHandler, the step
 * where each route checked the token before: a request still spends its rate limit and has
 * its input checked (400 naming the field) before its token is, and a missing or bad token is
 * the same 401.
 */
const accountRoutes: FastifyPluginAsync<{ config: Config }> = async (account, { config }) => {
  account.addHook('preHandler', account.authenticate)
  await account.register(meRoutes)
  await account.register(signRoutes)
  await account.register(checkoutRoutes)
  await account.register(orderRoutes)
  await account.register(subscriptionRoutes)
  await account.register(downloadRoutes)
  await account.register(invoiceRoutes)
  await account.register(orderMessageRoutes)
  await account.register(sendEmailRoutes, {
    perMinute: config.SEND_EMAIL_RATE_LIMIT,
  })
  await account.register(uploadRoutes, {
    publicUrl: config.PUBLIC_URL,
    perMinute: config.UPLOAD_RATE_LIMIT,
  })
}

export default accountRoutes
