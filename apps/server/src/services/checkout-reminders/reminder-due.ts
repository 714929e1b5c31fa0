import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { checkoutSessions } from '../../db/schema.ts'

/** A reminder this much later than it was due is not sent: the customer has moved on. */
const LATEST_AFTER_DUE_HOURS = 48

/**
 * A cart checkout whose reminder is due now: the customer ticked the box, none was sent,
 * it was never paid and has been left `delayHours`, and the customer has done nothing since
 * that makes it moot: no later cart checkout (that one has its own reminder, or the customer
 * unticked the box there), no later paid checkout of any kind, no order paid since it opened.
 * The sweep selects with it and the claim re-checks it in its conditional UPDATE, so a payment
 * landing in between still stops the mail.
 */
export function reminderDue(delayHours: number): SQL {
  const delay = sql`${Math.round(delayHours * 3_600_000)} * interval '1 millisecond'`
  return and(
    eq(checkoutSessions.kind, 'cart'),
    eq(checkoutSessions.reminderConsent, true),
    isNull(checkoutSessions.reminderSentAt),
    inArray(checkoutSessions.status, ['open', 'expired']),
    sql`${checkoutSessions.createdAt} <= now() - ${delay}`,
    sql`${checkoutSessions.createdAt} > now() - ${delay} - ${LATEST_AFTER_DUE_HOURS} * interval '1 hour'`,
    sql`not exists (select 1 from checkout_sessions later
      where later.user_id = ${checkoutSessions.userId} and later.created_at > ${checkoutSessions.createdAt}
        and (later.kind = 'cart' or later.status in ('complete', 'refunded')))`,
    sql`not exists (select 1 from orders paid
      where paid.user_id = ${checkoutSessions.userId} and paid.paid_at >= ${checkoutSessions.createdAt})`,
  ) as SQL
}
