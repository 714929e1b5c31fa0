import { z } from 'zod'

export const ORDER_STATUSES = [
  'pending',
  'subscription',
  'in_production',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
] as const
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const

/** An order as the API shows it: SPEC §3's payload fields, amounts in dollars. */
export const orderSchema = z.object({
  id: z.number().int(),
  user_email: z.string(),
  product_id: z.number().int(),
  product_title: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  filetype: z.string().nullable(),
  aspect_ratio: z.string().nullable(),
  customization_requests: z.string(),
  is_rush_order: z.boolean(),
  quantity: z.number().int(),
  unit_price: z.number(),
  discount: z.number(),
  total_price: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  checkout_session_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>
