import { z } from 'zod'
import { adminPage, adminPageQuery, adminSearchText } from './admin-list.ts'
import { multiLineText, recordIdParam, singleLineText } from './input-fields.ts'
import { ORDER_STATUSES, orderSchema, PAYMENT_STATUSES } from './orders.ts'

/** A rush order is due this long after it was placed (docs/requirements.md §2: rush delivery). */
export const RUSH_HOURS = 48

/** The custom order life (docs/requirements.md §10): each status and where it may go next. */
export const CUSTOM_ORDER_STEPS = {
  pending: ['in_production', 'cancelled'],
  in_production: ['delivered', 'cancelled'],
} as const satisfies Partial<Record<(typeof ORDER_STATUSES)[number], readonly string[]>>

export const customOrderMoveSchema = z.object({
  status: z.enum(['in_production', 'delivered', 'cancelled']),
  /** Why a cancel: required when the order was paid (card or credits), mailed to the customer. */
  reason: singleLineText().trim().max(500).optional(),
})
export type CustomOrderMove = z.infer<typeof customOrderMoveSchema>

export const orderIdParamsSchema = z.object({ id: recordIdParam() })

export const orderMessageBodySchema = z.object({
  message: multiLineText().trim().min(1, 'Write a message').max(4000),
})

export const orderMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['shop', 'customer']),
  body: z.string(),
  at: z.string(),
})
export type OrderMessage = z.infer<typeof orderMessageSchema>

/** An order as the back office sees it: the customer's view plus who, due time, master and messages. */
export const adminOrderSchema = orderSchema.extend({
  /** Who placed it: their page in the back office. */
  user_id: z.string(),
  /** When the studio owes a custom order (customOrderDueAt); null for any other order. */
  due_at: z.string().nullable(),
  /** Still owed past its due time (isCustomOrderLate). */
  late: z.boolean(),
  /** The logo the customer uploaded for a custom order: its key, and the path it is served at. */
  logo: z.object({ key: z.string(), path: z.string() }).nullable(),
  master: z
    .object({ version: z.string(), bytes: z.number().int(), uploaded_at: z.string() })
    .nullable(),
  messages: z.array(orderMessageSchema),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

export const adminOrdersQuerySchema = z.object({
  ...adminPageQuery,
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATUSES).optional(),
  /** An order number, or part of the customer's email or the clip's title. */
  q: adminSearchText().optional(),
})

export const adminOrderPageSchema = adminPage(adminOrderSchema)
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>

export const refundBodySchema = z.object({
  reason: singleLineText().trim().min(3, 'Say why (3 characters or more)').max(500),
})
