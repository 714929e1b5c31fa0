import { RUSH_HOURS, STANDARD_TURNAROUND_DAYS } from '@marquee/core'
import { sql } from 'drizzle-orm'
import { orders } from '../../db/schema.ts'

/** When the order was paid; credit-paid work has no payment time and counts from when it was placed. */
export const paidOrPlaced = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`

/** core's customOrderDueAt in SQL, for ordering and counting in the database. */
export const customDueAt = sql`(${paidOrPlaced} + case when ${orders.isRushOrder}
  then make_interval(hours => ${RUSH_HOURS}) else make_interval(days => ${STANDARD_TURNAROUND_DAYS}) end)`
