import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  changeSandboxSubscription,
  PORTAL_ACTIONS,
  portalView,
} from '../../services/payments/sandbox-portal.ts'
import type { SandboxProvider } from '../../services/payments/sandbox-provider.ts'
import { sandboxPage } from './checkout-page.ts'
import { subscriptionBody } from './subscription-page.ts'

const actionForm = z.object({
  token: z.string().max(300),
  plan: z.enum(['Pro', 'Enterprise']).optional(),
})

/** The sandbox's manage page: every change reaches the store as a Billing event. */
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
    const view = await portalView(app.db, billing, token)
    const body = view
      ? subscriptionBody(token, view.subscription, view.plans, `${publicUrl}/pages/account`)
      : '<h1>This link has expired</h1><p>Open Manage subscription from your account again.</p>'
    return reply
      .status(view ? 200 : 403)
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
    const action = z.object({ action: z.enum(PORTAL_ACTIONS) }).safeParse(request.params)
    const form = actionForm.safeParse(request.body ?? {})
    if (!action.success || !form.success) return render(reply, '')
    const change = { token: form.data.token, action: action.data.action, plan: form.data.plan }
    if (!(await changeSandboxSubscription(app.db, billing, change))) {
      return render(reply, form.data.token)
    }
    return reply.redirect(`/sandbox/subscription?token=${encodeURIComponent(form.data.token)}`, 303)
  })
}

export default sandboxSubscriptionRoutes
