import { z } from 'zod'
import { couponCodeSchema } from './discount.ts'
import { singleLineText } from './input-fields.ts'

const limit = () => z.number().int().min(1, 'must be at least 1').max(1_000_000).nullable()

/** A coupon as the back office creates it; the code is stored upper-case. */
export const couponInputSchema = z.object({
  name: singleLineText().trim().min(1, 'must not be empty').max(80),
  code: couponCodeSchema.refine((code) => /^[A-Z0-9_-]+$/.test(code), {
    message: 'use letters, digits, - and _ only',
  }),
  percentage: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'),
  active: z.boolean(),
  usageLimit: limit(),
  perCustomerLimit: limit(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
})
export type CouponInput = z.infer<typeof couponInputSchema>

/** An edit changes only the fields it names; the code itself stays as created. */
export const couponPatchSchema = couponInputSchema.omit({ code: true }).partial()

export const adminCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  percentage: z.number().int(),
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  usesCount: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminCoupon = z.infer<typeof adminCouponSchema>

/** Told at checkout when this customer has used a code as often as it allows one customer. */
export const COUPON_CUSTOMER_LIMIT_MESSAGE =
  'You have already used this coupon code as often as it allows'
