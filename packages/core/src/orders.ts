import { z } from 'zod'
import { COLOUR_DEPTHS, FIT_MODES } from './conversion.ts'
import { multiLineText, orderQuantity, recordId, singleLineText } from './input-fields.ts'
import { FILE_TYPES } from './order-form.ts'

export const ORDER_STATUSES = [
  'pending',
  'subscription',
  'in_production',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
] as const
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded', 'subscription'] as const

/** An order as the API shows it: docs/requirements.md §3's payload fields, amounts in dollars. */
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

/**
 * POST /api/orders: docs/requirements.md §3's order payload. `status` and `total_price` are accepted for the
 * SPEC's storefront and ignored: the server prices and sets them. A non-empty
 * `customization_requests` orders a customisation; with `paymentstatus: 'subscription'` it is
 * docs/requirements.md §4's Submit Order, paid by one download and one customisation credit of the plan.
 */
export const createOrderRequestSchema = z.object({
  user_email: z.email().max(254),
  product_id: recordId(),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  filetype: z.enum(FILE_TYPES),
  aspect_ratio: singleLineText().max(20).default(''),
  customization_requests: multiLineText().trim().max(2000).default(''),
  is_rush_order: z.boolean().default(false),
  quantity: orderQuantity().default(1),
  status: z.unknown().optional(),
  total_price: z.unknown().optional(),
  paymentstatus: z.unknown().optional(),
  fit: z.enum(FIT_MODES).default('letterbox'),
  depth: z.enum(COLOUR_DEPTHS).default('full'),
  logo_url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .optional(),
})
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>

export const ORDER_PAGE_SIZE = 20

/** ?page=&pageSize= on the order lists; newest first. */
export const orderPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ORDER_PAGE_SIZE),
})

/** GET /api/orders/user/{email} and /api/subscription-orders/{email}. */
export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type OrderPage = z.infer<typeof orderPageSchema>

/** Submit Order without a download and a customisation credit left (docs/requirements.md §6). */
export const NO_CUSTOM_CREDITS_MESSAGE =
  'Your plan has no customisation left: add the customised clip to the cart instead'
