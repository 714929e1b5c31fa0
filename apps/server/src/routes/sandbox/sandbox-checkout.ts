import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { SandboxProvider } from '../../services/payments/sandbox-provider.ts'
import { type CheckoutPageView, checkoutBody, sandboxPage } from './checkout-page.ts'

const params = z.object({ id: z.string().regex(/^cs_test_sandbox_[0-9a-f]{24}$/) })
const payForm = z.object({ card: z.string().max(40).default('') })

/** The sandbox's hosted checkout: the page a Stripe customer would see, with test cards. */
const sandboxCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  function render(reply: FastifyReply, view: CheckoutPageView | undefined, status = 200) {
    const nonce = randomBytes(16).toString('base64')
    const page = view
      ? sandboxPage('Checkout', nonce, checkoutBody(view))
      : sandboxPage('Not found', nonce, '<h1>No such checkout</h1>')
    return reply
      .status(view ? status : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(page)
  }

  async function view(id: string, error?: string): Promise<CheckoutPageView | undefined> {
    const row = await sandbox.find(id)
    if (!row) return undefined
    const remote = await sandbox.retrieveCheckout(id)
    return {
      id: row.id,
      status: remote.status,
      amountCents: row.amountCents,
      customerEmail: row.customerEmail,
      lineItems: row.lineItems as CheckoutPageView['lineItems'],
      error,
    }
  }

  app.get('/sandbox/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params)
    return render(reply, parsed.success ? await view(parsed.data.id) : undefined)
  })

  app.post('/sandbox/checkout/:id/pay', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params)
    if (!parsed.success) return render(reply, undefined)
    const form = payForm.safeParse(request.body ?? {})
    const outcome = await sandbox.pay(parsed.data.id, form.success ? form.data.card : '')
    if (outcome.kind === 'paid') return reply.redirect(outcome.successUrl, 303)
    const message = outcome.kind === 'declined' ? outcome.message : undefined
    return render(
      reply,
      await view(parsed.data.id, message),
      outcome.kind === 'declined' ? 402 : 409,
    )
  })

  app.post('/sandbox/checkout/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params)
    const row = parsed.success ? await sandbox.find(parsed.data.id) : undefined
    if (!row) return render(reply, undefined)
    await sandbox.expireCheckout(row.id)
    return reply.redirect(row.cancelUrl, 303)
  })
}

export default sandboxCheckoutRoutes
