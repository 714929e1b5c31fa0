import { z } from 'zod'
import { adminCustomerSchema } from './admin-customers.ts'
import { adminDownloadSchema, creditCountSchema, latestOf } from './admin-detail-parts.ts'
import { adminOrderSchema } from './admin-orders.ts'
import { REVIEW_STATUSES } from './review.ts'

/** How many orders and downloads a customer page lists, newest first. */
export const CUSTOMER_DETAIL_ROWS = 20

export const customerSubscriptionSchema = z.object({
  plan: z.enum(['Free', 'Pro', 'Enterprise']),
  status: z.enum(['active', 'past_due', 'canceled']),
  /** Dollars a period, as the plan is priced now. */
  price: z.number(),
  downloads_per_period: z.number().int(),
  customisations_per_period: z.number().int(),
  current_period_end: z.string().nullable(),
  /** When it ends at the customer's wish; null: it renews. */
  cancel_at: z.string().nullable(),
})

export const customerReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  rating: z.number().int(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  verified: z.boolean(),
  created_at: z.string(),
})

/** GET /api/admin/customers/{id}: the customer, their plan, credits, orders, downloads, reviews. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  subscription: customerSubscriptionSchema.nullable(),
  credits: z.object({
    /** By the periods paid, the packs bought and staff's grants less take-backs. */
    granted: creditCountSchema,
    /** By orders paid with credits (a spend given back no longer counts). */
    spent: creditCountSchema,
    /** Left now: the current period's and the live packs'. */
    balance: creditCountSchema,
  }),
  orders: latestOf(adminOrderSchema),
  downloads: latestOf(adminDownloadSchema),
  reviews: z.array(customerReviewSchema),
})
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>
