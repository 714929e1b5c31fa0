import { z } from 'zod'
import { cartQuoteRequestSchema } from './cart-quote.ts'
import { couponCodeSchema } from './discount.ts'
import { orderSchema } from './orders.ts'

/**
 * POST /api/create-checkout-session-cart. The SPEC's body (mode, line_items, userEmail) is
 * accepted, but only `lines` (product ids, quantities, options) and `couponCode` decide what
 * is bought: amounts, `unit_amount` and statuses from the browser are never read.
 */
export const cartCheckoutRequestSchema = z.object({
  mode: z.literal('payment').optional(),
  line_items: z.array(z.unknown()).max(100).optional(),
  userEmail: z.email().max(254),
  lines: cartQuoteRequestSchema.shape.lines.min(1, 'add at least one clip'),
  couponCode: couponCodeSchema.optional(),
  /** The customer ticked "Email me a reminder": one mail if this checkout is left unpaid. */
  reminderConsent: z.boolean().optional(),
})
export type CartCheckoutRequest = z.input<typeof cartCheckoutRequestSchema>

/** The hosted checkout to send the browser to: `url`; `id` is the store's session id. */
export const checkoutCreatedSchema = z.object({ id: z.string(), url: z.string() })
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>

export const checkoutStatusSchema = z.enum(['open', 'complete', 'expired', 'failed', 'refunded'])
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>

/** GET /api/checkout/sessions/{id}: what the success page shows and waits on. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['cart', 'subscription', 'credit_pack']),
  status: checkoutStatusSchema,
  amount: z.number(),
  currency: z.string(),
  orders: z.array(orderSchema),
})
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>
