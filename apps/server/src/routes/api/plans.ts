import { plansResponseSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listPlans } from '../../services/payments/plan-checkout.ts'

/** The subscribe page's plans and credit packs, for anyone; buying them is the account's. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    { schema: { tags: ['subscriptions'], response: { 200: plansResponseSchema } } },
    async () => listPlans(app.db),
  )
}

export default planRoutes
