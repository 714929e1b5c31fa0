import { z } from 'zod'
import { RUSH_HOURS } from './admin-orders.ts'

/** A custom order without rush is due this many days after it was paid (decision 016). */
export const STANDARD_TURNAROUND_DAYS = 7

const HOUR_MS = 3_600_000

/**
 * When the studio owes a paid custom order: rush in RUSH_HOURS, the same clock the back
 * office's "Rush orders due" uses, otherwise in STANDARD_TURNAROUND_DAYS, from the payment.
 */
export function customOrderDueAt(paidAt: Date, rush: boolean): Date {
  const hours = rush ? RUSH_HOURS : STANDARD_TURNAROUND_DAYS * 24
  return new Date(paidAt.getTime() + hours * HOUR_MS)
}

/** Work the studio still owes: only these can be late. */
const OPEN_STATUSES: readonly string[] = ['pending', 'in_production']

/** A custom order is late when it is still owed at `now` and its due time has passed. */
export function isCustomOrderLate(dueAt: Date, status: string, now: Date): boolean {
  return OPEN_STATUSES.includes(status) && now.getTime() > dueAt.getTime()
}

/** Where a paid custom order is, as its customer sees it. */
export const CUSTOM_ORDER_PROGRESS = ['waiting', 'in_production', 'delivered'] as const

/** A paid custom order of a clip in the account's downloads. */
export const customOrderProgressSchema = z.object({
  orderId: z.number().int(),
  progress: z.enum(CUSTOM_ORDER_PROGRESS),
  rush: z.boolean(),
  /** ISO time the studio promised it by. */
  dueAt: z.string(),
})
export type CustomOrderProgress = z.infer<typeof customOrderProgressSchema>
