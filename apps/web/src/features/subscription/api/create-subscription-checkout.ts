import type { CheckoutCreated, PaidPlan } from '@marquee/core'
import { withToken } from '@/features/auth'

export interface SubscriptionCheckoutInput {
  name: PaidPlan
  priceId: string
  userEmail: string
}

/**
 * POST /api/create-checkout-session: docs/requirements.md §2's plan button body {name, priceId, quantity: 1};
 * the server charges its own price for the plan.
 */
export const createSubscriptionCheckout = ({
  name,
  priceId,
  userEmail,
}: SubscriptionCheckoutInput) =>
  withToken<CheckoutCreated>('/create-checkout-session', {
    method: 'POST',
    body: { name, priceId, quantity: 1, userEmail },
  })
