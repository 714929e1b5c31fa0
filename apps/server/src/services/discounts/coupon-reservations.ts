import { COUPON_CUSTOMER_LIMIT_MESSAGE } from '@marquee/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { checkoutSessions, discounts, discountUses } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { usable } from './usable-discounts.ts'

/**
 * Takes one use of a code for `userId`'s checkout about to open. A conditional UPDATE, which
 * PostgreSQL serialises on the row: two checkouts can never both take the last use. The row
 * stays locked until the caller commits, so the count of this customer's uses that follows
 * (a new statement, a new snapshot) sees every checkout committed before: two checkouts of
 * one customer cannot both take their last use either. Over the limit, the whole
 * transaction is refused (409) and the use goes back with it.
 */
export async function reserveCouponUse(tx: Transaction, code: string, userId: string) {
  const [row] = await tx
    .update(discounts)
    .set({ usesCount: sql`${discounts.usesCount} + 1` })
    .where(and(eq(discounts.code, code), usable))
    .returning({
      id: discounts.id,
      percentage: discounts.percentage,
      perCustomerLimit: discounts.perCustomerLimit,
    })
  if (!row || row.perCustomerLimit === null) return row
  const [mine] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.discountId, row.id),
        inArray(checkoutSessions.couponState, ['reserved', 'committed']),
      ),
    )
  if ((mine?.count ?? 0) >= row.perCustomerLimit) {
    throw new HttpError(409, `couponCode: ${COUPON_CUSTOMER_LIMIT_MESSAGE}`)
  }
  return row
}

/** The checkout was paid: its reserved use becomes a recorded use, once. */
export async function commitCouponUse(tx: Transaction, sessionId: string, userEmail: string) {
  const [session] = await tx
    .update(checkoutSessions)
    .set({ couponState: 'committed' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.couponState, 'reserved')))
    .returning({ discountId: checkoutSessions.discountId })
  if (!session?.discountId) return
  await tx
    .insert(discountUses)
    .values({ discountId: session.discountId, userEmail, checkoutSessionId: sessionId })
}

/** The checkout ended unpaid: its reserved use goes back to the code, once. */
export async function releaseCouponUse(tx: Transaction, sessionId: string) {
  const [session] = await tx
    .update(checkoutSessions)
    .set({ couponState: 'released' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.couponState, 'reserved')))
    .returning({ discountId: checkoutSessions.discountId })
  if (!session?.discountId) return
  await tx
    .update(discounts)
    .set({ usesCount: sql`${discounts.usesCount} - 1` })
    .where(eq(discounts.id, session.discountId))
}
