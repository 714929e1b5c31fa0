import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { subscriptionPeriods } from '../../db/schema.ts'

/**
 * Keeps the current billing period's history (`*_used`) in step with its credits, in one
 * UPDATE; each count stays between 0 and its quota (the table's CHECK).
 */
export async function movePeriodUse(
  tx: Transaction,
  userId: string,
  downloads: number,
  customizations: number,
): Promise<void> {
  const current = tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(
      and(eq(subscriptionPeriods.userId, userId), gt(subscriptionPeriods.periodEnd, sql`now()`)),
    )
    .orderBy(desc(subscriptionPeriods.periodEnd))
    .limit(1)
  await tx
    .update(subscriptionPeriods)
    .set({
      downloadsUsed: sql`least(${subscriptionPeriods.downloadsQuota}, greatest(0, ${subscriptionPeriods.downloadsUsed} + ${downloads}))`,
      customizationsUsed: sql`least(${subscriptionPeriods.customizationsQuota}, greatest(0, ${subscriptionPeriods.customizationsUsed} + ${customizations}))`,
    })
    .where(eq(subscriptionPeriods.id, sql`(${current})`))
}
