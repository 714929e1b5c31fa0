import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { checkoutSessions, discounts, discountUses } from '../../db/schema.ts'
import { usable } from './discount-repository.ts'

/**
 * Takes one use of a code for a checkout about to open. A single conditional UPDATE, which
 * PostgreSQL serialises on the row: two checkouts can never both take the last use.
 */
export async function reserveCouponUse(tx: Transaction, code: string) {
  const [row] = await tx
    .update(discounts)
    .set({ usesCount: sql`${discounts.usesCount} + 1` })
    .where(and(eq(discounts.code, code), usable))
    .returning({ id: discounts.id, percentage: discounts.percentage })
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
