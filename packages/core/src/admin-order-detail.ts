import { z } from 'zod'
import { auditEntrySchema } from './admin-audit.ts'
import { adminDownloadSchema, creditCountSchema } from './admin-detail-parts.ts'
import { adminOrderSchema } from './admin-orders.ts'
import { invoiceSummarySchema } from './invoices.ts'

/** One line of the checkout the order was paid in (the order itself is one of them). */
export const orderLineSchema = z.object({
  order_id: z.number().int(),
  description: z.string(),
  /** Format and size, customisation, rush, discount: as the invoice words them. */
  details: z.array(z.string()),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
})

/** The card payment: the checkout at the payment provider. */
export const orderPaymentSchema = z.object({
  checkout_id: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  kind: z.enum(['cart', 'subscription', 'credit_pack']),
  status: z.enum(['open', 'complete', 'expired', 'failed', 'refunded']),
  amount: z.number(),
  currency: z.string(),
  payment_intent_id: z.string().nullable(),
  coupon: z.string().nullable(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
})

/** What happened to the money, oldest first: checkout, payment, credits spent, refund. */
export const paymentEventSchema = z.object({ at: z.string(), what: z.string() })

export const orderRefundSchema = z.object({
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded']),
  actor_email: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
})

/** GET /api/admin/orders/{id}: one order and everything the shop knows of it. */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  customer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  lines: z.array(orderLineSchema),
  payment: orderPaymentSchema.nullable(),
  /** Plan credits an order paid by credits spent (none once given back). */
  credits_spent: creditCountSchema.nullable(),
  payment_events: z.array(paymentEventSchema),
  refunds: z.array(orderRefundSchema),
  /** The checkout's invoice and any credit note correcting it. */
  invoices: z.array(invoiceSummarySchema),
  downloads: z.array(adminDownloadSchema),
  audit: z.array(auditEntrySchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>
