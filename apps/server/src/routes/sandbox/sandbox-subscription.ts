import { randomBytes } from 'node:crypto'
import { eq, isNotNull } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { plans } from '../../db/schema.ts'
import type { SandboxProvider } from '../../services/payments/sandbox-provider.ts'
import { sandboxPage } from './checkout-page.ts'
import { subscriptionBody } from './subscription-page.ts'

const actionForm = z.object({
  token: z.string().max(300),
  plan: z.enum(['Pro', 'Enterprise']).optional(),
})
const ACTIONS = ['cancel', 'resume', 'switch', 'advance'] as const

/** The sandbox's manage page: every change goes to the store as a signed Billing event. */
const sandboxSubscriptionRoutes: FastifyPluginAsync<{
  sandbox: SandboxProvider
  publicUrl: string
}> = async (app, { sandbox, publicUrl }) => {
  const billing = sandbox.billing
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  async function render(reply: FastifyReply, token: string) {
    const nonce = randomBytes(16).toString('base64')
    const customerId = billing.customerOfToken(token)
    const body = customerId
      ? subscriptionBody(
          token,
          await billing.current(customerId),
          await app.db.select().from(plans).where(isNotNull(plans.providerPriceId)),
          `${publicUrl}/pages/account`,
        )
      : '<h1>This link has expired</h1><p>Open Manage subscription from your account again.</p>'
    return reply
      .status(customerId ? 200 : 403)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(sandboxPage('Manage subscription', nonce, body))
  }

  app.get('/sandbox/subscription', { schema: { hide: true } }, async (request, reply) => {
    const query = z.object({ token: z.string().max(300) }).safeParse(request.query)
    return render(reply, query.success ? query.data.token : '')
  })

  app.post('/sandbox/subscription/:action', { schema: { hide: true } }, async (request, reply) => {
    const action = z.object({ action: z.enum(ACTIONS) }).safeParse(request.params)
    const form = actionForm.safeParse(request.body ?? {})
    if (!action.success || !form.success) return render(reply, '')
    const customerId = billing.customerOfToken(form.data.token)
    const row = customerId ? await billing.current(customerId) : undefined
    if (!row) return render(reply, form.data.token)
    if (action.data.action === 'cancel') await billing.setCancelAtPeriodEnd(row, true)
    if (action.data.action === 'resume') await billing.setCancelAtPeriodEnd(row, false)
    if (action.data.action === 'advance') await billing.advance(row)
    if (action.data.action === 'switch' && form.data.plan) {
      const [plan] = await app.db.select().from(plans).where(eq(plans.id, form.data.plan))
      if (plan?.providerPriceId) await billing.switchPlan(row, plan.providerPriceId)
    }
    return reply.redirect(`/sandbox/subscription?token=${encodeURIComponent(form.data.token)}`, 303)
  })
}

export default sandboxSubscriptionRoutes
