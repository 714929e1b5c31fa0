import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'
import { adminOrderSchema } from './admin-orders.ts'

/** The studio's queue, one tab per status a paid custom order can be in. */
export const CUSTOM_ORDER_TABS = ['pending', 'in_production', 'delivered', 'cancelled'] as const
export type CustomOrderTab = (typeof CUSTOM_ORDER_TABS)[number]

/** What the back office calls each tab: a paid order waiting to be started is new work. */
export const CUSTOM_ORDER_TAB_NAMES: Record<CustomOrderTab, string> = {
  pending: 'New',
  in_production: 'In production',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const customOrdersQuerySchema = z.object({
  ...adminPageQuery,
  /** One tab's orders; without it, every tab's. */
  status: z.enum(CUSTOM_ORDER_TABS).optional(),
})

/** One page of a tab, with how many orders each tab holds. */
export const customOrderPageSchema = adminPage(adminOrderSchema).extend({
  counts: z.object({
    pending: z.number().int(),
    in_production: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
  }),
})
export type CustomOrderPage = z.infer<typeof customOrderPageSchema>
