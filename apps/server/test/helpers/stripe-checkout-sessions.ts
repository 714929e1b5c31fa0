import type { StripeStandIn } from './stripe-stand-in.ts'

/** A Checkout Session as the stand-in answers it: open and unpaid unless `extra` says more. */
export const checkoutObject = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'checkout.session',
  mode: 'payment',
  status: 'open',
  payment_status: 'unpaid',
  payment_intent: null,
  url: `https://checkout.stripe.com/c/pay/${id}`,
  ...extra,
})

/**
 * Serves Checkout Sessions as Stripe does: made open, expired only while open, read back in
 * their state. Returns the states by id; a test may answer one session itself (routes added
 * later come first).
 */
export function serveCheckoutSessions(stripe: StripeStandIn): Map<string, string> {
  const states = new Map<string, string>()
  stripe.on('POST', '/v1/checkout/sessions', () => {
    const id = `cs_test_standin_${states.size + 1}`
    states.set(id, 'open')
    return { body: checkoutObject(id) }
  })
  stripe.on('POST', /^\/v1\/checkout\/sessions\/[^/]+\/expire$/, (request) => {
    const id = request.path.split('/')[4] ?? ''
    if (states.get(id) !== 'open') {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'Only open sessions expire.' } },
      }
    }
    states.set(id, 'expired')
    return { body: checkoutObject(id, { status: 'expired' }) }
  })
  stripe.on('GET', /^\/v1\/checkout\/sessions\/[^/]+$/, (request) => {
    const id = request.path.split('/')[4] ?? ''
    return { body: checkoutObject(id, { status: states.get(id) ?? 'open' }) }
  })
  return states
}
