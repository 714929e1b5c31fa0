import {
  apiErrorSchema,
  cartCheckoutRequestSchema,
  checkoutCreatedSchema,
  checkoutSessionSchema,
  toDollars,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkoutSessions, orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { assertOwnEmail, unauthorized } from '../../plugins/services/identity.ts'
import { listOrders } from '../../services/orders/order-view.ts'
import { createCartCheckout } from '../../services/payments/cart-checkout.ts'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}
const sessionParams = z.object({ id: z.uuid() })

/** Paying for a cart: open a hosted checkout, then follow it until it is paid. */
const checkoutRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const customer = (request: FastifyRequest) => {
    if (!request.account) throw unauthorized()
    return request.account
  }

  /** The caller's own session; another customer's is answered as missing. */
  async function ownSession(request: FastifyRequest, id: string) {
    const [session] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
    if (!session || session.userId !== customer(request).id) {
      throw notFound('No such checkout session')
    }
    return session
  }

  app.post(
    '/create-checkout-session-cart',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        body: cartCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const deps = {
        db: app.db,
        discounts: app.discounts,
        provider: app.payments.provider,
        settle: (sessionId: string) => app.payments.settle(sessionId),
        log: request.log,
        publicUrl: options.publicUrl,
      }
      return createCartCheckout(deps, customer(request), request.body)
    },
  )

  app.get(
    '/checkout/sessions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        params: sessionParams,
        response: { 200: checkoutSessionSchema, ...errors },
      },
    },
    async (request) => {
      const known = await ownSession(request, request.params.id)
      // The success page may arrive before the provider's event: ask the provider now.
      if (known.status === 'open') await app.payments.settle(known.id)
      const session = await ownSession(request, request.params.id)
      return {
        id: session.id,
        kind: session.kind,
        status: session.status,
        amount: toDollars(session.amountCents),
        currency: session.currency,
        orders: await listOrders(app.db, eq(orders.checkoutSessionId, session.id)),
      }
    },
  )

  app.post(
    '/checkout/sessions/:id/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        params: sessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await ownSession(request, request.params.id)
      if (session.status === 'open') {
        await app.payments.provider.expireCheckout(session.providerSessionId)
        await app.payments.settle(session.id)
      }
      return reply.status(204).send(null)
    },
  )
}

export default checkoutRoutes
