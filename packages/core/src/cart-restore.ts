import { z } from 'zod'
import { discountSchema } from './discount.ts'
import { orderFormSchema } from './order-form.ts'
import { productSchema } from './product.ts'

/** How long the link in an abandoned-checkout reminder restores the cart. */
export const CART_LINK_DAYS = 7

/** Why a link does not restore a cart; the API prefixes the field (`token: …`). */
export const CART_LINK_INVALID_MESSAGE =
  'this cart link is not valid. Open the link from the reminder mail again, or add the clips from the shop.'
export const CART_LINK_EXPIRED_MESSAGE = `this cart link has expired (links last ${CART_LINK_DAYS} days). Add the clips from the shop again.`

/** POST /api/cart/restore: the token from the reminder mail's link (32 random bytes, base64url). */
export const cartRestoreRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, CART_LINK_INVALID_MESSAGE),
})

/**
 * The cart of the checkout the reminder was about: each clip still sold, with the quantity
 * and options it was checked out with, and its coupon while the code still applies.
 */
export const restoredCartSchema = z.object({
  lines: z.array(
    z.object({
      product: productSchema,
      quantity: z.number().int().min(1),
      formData: orderFormSchema.optional(),
    }),
  ),
  coupon: discountSchema.pick({ name: true, discount_code: true, percentage: true }).nullable(),
})
export type RestoredCart = z.infer<typeof restoredCartSchema>
