import { z } from 'zod'
import { singleLineText } from './input-fields.ts'

export const INVALID_COUPON_MESSAGE = 'Invalid or inactive coupon code'

/** Used wherever a call needs an email and nobody is signed in (docs/requirements.md §6). */
export const ANONYMOUS_EMAIL = 'anonymous@marquee.local'

export const couponCodeSchema = singleLineText()
  .trim()
  .min(1, 'enter a coupon code')
  .max(64, 'must be at most 64 characters')
  .transform((code) => code.toUpperCase())

/** docs/requirements.md §3 "Discount". Only `active` codes can be applied. */
export const discountSchema = z.object({
  name: z.string(),
  discount_code: z.string(),
  percentage: z.number().min(0).max(100),
  status: z.enum(['active', 'inactive']),
})
export type Discount = z.infer<typeof discountSchema>

export const validateCouponBodySchema = z.object({ code: couponCodeSchema })

export const useDiscountBodySchema = z.object({
  userEmail: z.email().max(254),
  discountCode: couponCodeSchema,
})

export const usedDiscountSchema = discountSchema.extend({ used_at: z.string() })
export type UsedDiscount = z.infer<typeof usedDiscountSchema>
