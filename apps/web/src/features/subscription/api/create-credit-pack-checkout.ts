import type { CheckoutCreated, CreditPack } from '@marquee/core'
import { withToken } from '@/features/auth'

/** POST /api/create-checkout-session-credits: 'Buy More … Credits' for the active plan. */
export const createCreditPackCheckout = ({
  pack,
  userEmail,
}: {
  pack: CreditPack['id']
  userEmail: string
}) =>
  withToken<CheckoutCreated>('/create-checkout-session-credits', {
    method: 'POST',
    body: { pack, userEmail },
  })
