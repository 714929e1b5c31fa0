import type { CartCheckoutRequest, CartLine, CheckoutCreated } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { withToken } from '@/features/auth'
import { quoteRequest } from './get-cart-quote'

export interface CartCheckoutInput {
  lines: CartLine[]
  /** The total the customer saw, for the SPEC's line item; the server charges its own. */
  total: number
  userEmail: string
  couponCode?: string | undefined
  /** Sent only when ticked: no consent is the default. */
  reminderConsent?: boolean
}

/**
 * docs/requirements.md §7's body (one 'Cart Purchase' line for the total) plus what the server actually
 * prices from: the lines' ids, quantities and options, and the applied coupon.
 */
export const cartCheckoutRequest = (input: CartCheckoutInput): CartCheckoutRequest => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'usd',
        unit_amount: Math.round(input.total * 100),
        product_data: { name: 'Cart Purchase' },
      },
      quantity: 1,
    },
  ],
  userEmail: input.userEmail,
  ...quoteRequest(input.lines, input.couponCode),
  ...(input.reminderConsent && { reminderConsent: true }),
})

export const createCartCheckout = (input: CartCheckoutInput) =>
  withToken<CheckoutCreated>('/create-checkout-session-cart', {
    method: 'POST',
    body: cartCheckoutRequest(input),
  })

export const useCreateCartCheckout = () => useMutation({ mutationFn: createCartCheckout })
