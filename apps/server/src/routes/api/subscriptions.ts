import {
  apiErrorSchema,
  billingPortalSchema,
  checkoutCreatedSchema,
  creditPackCheckoutRequestSchema,
  meSchema,
  plansResponseSchema,
  subscriptionCheckoutRequestSchema,
} from '@marquee/core'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertOwnEmail, unauthorized } from '../../plugins/services/identity.ts'
import { openBillingPortal } from '../../services/payments/billing-portal.ts'
import { createPlanCheckout, listPlans } from '../../services/payments/plan-checkout.ts'
import { resumeSubscription } from '../../services/payments/subscription-resume.ts'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}

/** Plans, credit packs, 'Manage subscription' and the account's Resume. */
const subscriptionRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const deps = () => ({ db: app.db, provider: app.payments.provider, publicUrl: options.publicUrl })
  const customer = (request: FastifyRequest) => {
    if (!request.account) throw unauthorized()
    return request.account
  }
  const secured = { tags: ['subscriptions'], security: [{ bearer: [] }] }

  app.get(
    '/plans',
    { schema: { tags: ['subscriptions'], response: { 200: plansResponseSchema } } },
    async () => listPlans(app.db),
  )

  app.post(
    '/create-checkout-session',
    {
      preHandler: app.authenticate,
      schema: {
        ...secured,
        body: subscriptionCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const plan = request.body.subscriptionType ?? request.body.name ?? 'Pro'
      return createPlanCheckout(deps(), customer(request), { plan })
    },
  )

  app.post(
    '/create-checkout-session-credits',
    {
      preHandler: app.authenticate,
      schema: {
        ...secured,
        body: creditPackCheckoutRequestSchema,
        response: { 200: checkoutCreatedSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      return createPlanCheckout(deps(), customer(request), { pack: request.body.pack })
    },
  )

  app.post(
    '/billing/portal',
    {
      preHandler: app.authenticate,
      schema: {
        ...secured,
        body: z.object({ userEmail: z.email().max(254) }),
        response: { 200: billingPortalSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.userEmail)
      const url = await openBillingPortal(deps(), customer(request))
      return { url }
    },
  )

  app.post(
    '/subscription/resume',
    {
      preHandler: app.authenticate,
      schema: { ...secured, response: { 200: meSchema, ...errors } },
    },
    async (request) => {
      const { id } = customer(request)
      await resumeSubscription(app.db, app.payments.provider, id)
      const profile = await app.users.profile(id)
      if (!profile) throw unauthorized()
      return profile
    },
  )
}

export default subscriptionRoutes
