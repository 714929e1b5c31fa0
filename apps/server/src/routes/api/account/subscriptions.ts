import {
  apiErrorSchema,
  billingPortalSchema,
  checkoutCreatedSchema,
  creditPackCheckoutRequestSchema,
  meSchema,
  subscriptionCheckoutRequestSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertOwnEmail, customerOf } from '../../../plugins/services/identity.ts'
import { profile } from '../../../services/accounts/accounts.ts'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}

/** Buying a plan or a credit pack, 'Manage subscription' and the account's Resume. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { tags: ['subscriptions'], security: [{ bearer: [] }] }

  app.post(
    '/create-checkout-session',
    {
      schema: {
        ...secured,
        body: subscriptionCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const plan = request.body.subscriptionType ?? request.body.name ?? 'Pro'
      return app.payments.openPlanCheckout(customerOf(request), { plan })
    },
  )

  app.post(
    '/create-checkout-session-credits',
    {
      schema: {
        ...secured,
        body: creditPackCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      return app.payments.openPlanCheckout(customerOf(request), { pack: request.body.pack })
    },
  )

  app.post(
    '/billing/portal',
    {
      schema: {
        ...secured,
        body: z.object({ userEmail: z.email().max(254) }),
        response: { 200: billingPortalSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const url = await app.payments.openBillingPortal(customerOf(request))
      return { url }
    },
  )

  app.post(
    '/subscription/resume',
    {
      schema: { ...secured, response: { 200: meSchema, ...errors } },
    },
    async (request) => {
      const { id } = customerOf(request)
      await app.payments.resumeSubscription(id)
      return profile(app.db, id)
    },
  )
}

export default subscriptionRoutes
