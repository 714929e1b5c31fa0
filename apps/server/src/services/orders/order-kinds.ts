import { sql } from 'drizzle-orm'
import { orders } from '../../db/schema.ts'

/** An order with customisation: instructions given, or the customisation option bought. */
export const isCustomOrder = sql`(${orders.customizationRequests} <> '' or ${orders.options}->>'customization' = 'true')`

/**
 * Work the studio owes someone: paid by card or by plan credits. An order whose checkout is
 * still open, or ended unpaid, is no work yet: it is not counted, queued or started.
 */
export const isPaidWork = sql`${orders.paymentStatus} in ('paid', 'subscription')`

/** An order of a personalised clip: its texts are in the line's options. */
export const isPersonalOrder = sql`(${orders.options}->'personalization') is not null`
