import { sql } from 'drizzle-orm'

/**
 * Each paid billing period (subscription_periods: one per paid provider invoice) with the
 * plan's price, and whether it renews one before it: the same customer's earlier period
 * running up to its start (within a day). Otherwise it is a new subscription.
 */
export const paidPeriods = sql`(
  select p.user_id, p.period_start as paid_at, pl.price_cents as cents,
    exists (
      select 1 from subscription_periods before
      where before.user_id = p.user_id and before.period_start < p.period_start
        and before.period_end >= p.period_start - interval '1 day'
    ) as renewal
  from subscription_periods p join plans pl on pl.id = p.plan_id
)`
