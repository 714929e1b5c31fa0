import { type Discount, INVALID_COUPON_MESSAGE, type UsedDiscount } from '@marquee/core'
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { discounts, discountUses } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'

export type AppliedDiscount = Pick<Discount, 'name' | 'discount_code' | 'percentage'>

/**
 * A code applies while it is active, not expired and under its usage limit. `uses_count`
 * counts the uses reserved by open checkouts and those spent by paid ones.
 */
export const usable = and(
  eq(discounts.status, 'active'),
  or(isNull(discounts.expiresAt), gt(discounts.expiresAt, sql`now()`)),
  or(isNull(discounts.usageLimit), lt(discounts.usesCount, discounts.usageLimit)),
)

const applied = {
  name: discounts.name,
  discount_code: discounts.code,
  percentage: discounts.percentage,
}

/** Coupons: the code book stays on the server; callers only learn about a code they typed. */

/** The discount an (uppercased) code gives now, or undefined. */
export async function findUsable(db: Database, code: string): Promise<AppliedDiscount | undefined> {
  const [row] = await db
    .select(applied)
    .from(discounts)
    .where(and(eq(discounts.code, code), usable))
  return row
}

/** The discount a code the customer typed gives now; 404 when it gives none. */
export async function applicable(db: Database, code: string): Promise<AppliedDiscount> {
  const discount = await findUsable(db, code)
  if (!discount) throw notFound(INVALID_COUPON_MESSAGE)
  return discount
}

/** The discounts this email has used, newest first; never the whole code book. */
export async function usedBy(db: Database, userEmail: string): Promise<UsedDiscount[]> {
  const rows = await db
    .select({ ...applied, status: discounts.status, usedAt: discountUses.usedAt })
    .from(discountUses)
    .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
    .where(eq(discountUses.userEmail, userEmail.toLowerCase()))
    .orderBy(desc(discountUses.usedAt), desc(discountUses.id))
  return rows.map(({ usedAt, ...discount }) => ({ ...discount, used_at: usedAt.toISOString() }))
}
