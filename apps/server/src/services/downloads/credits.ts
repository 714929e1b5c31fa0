import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { subscriptionPeriods, subscriptions } from '../../db/schema.ts'

const currentPeriod = (userId: string) =>
  and(eq(subscriptionPeriods.userId, userId), gt(subscriptionPeriods.periodEnd, sql`now()`))

/**
 * Takes one download credit of an active plan, or answers false. One conditional UPDATE:
 * concurrent requests queue on the row and each sees the count the previous one left, so
 * no two spend the last credit (DESIGN §6).
 */
export async function reserveCredit(tx: Transaction, userId: string): Promise<boolean> {
  const [taken] = await tx
    .update(subscriptions)
    .set({
      remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} - 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.remainingTotalOrders, 0),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    )
    .returning({ userId: subscriptions.userId })
  if (!taken) return false
  await movePeriodUse(tx, userId, 1)
  return true
}

/**
 * Takes one download and one customisation credit together for SPEC §4's Submit Order, or
 * answers false and takes neither: the same single conditional UPDATE as reserveCredit.
 */
export async function reserveCustomCredits(tx: Transaction, userId: string): Promise<boolean> {
  const [taken] = await tx
    .update(subscriptions)
    .set({
      remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} - 1`,
      remainingCustomizationOrders: sql`${subscriptions.remainingCustomizationOrders} - 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.remainingTotalOrders, 0),
        gt(subscriptions.remainingCustomizationOrders, 0),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    )
    .returning({ userId: subscriptions.userId })
  if (!taken) return false
  await movePeriodUse(tx, userId, 1)
  await movePeriodCustomisations(tx, userId)
  return true
}

/** Gives back a credit a failed conversion held. */
export async function releaseCredit(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId))
  await movePeriodUse(tx, userId, -1)
}

/** Keeps the billing period's history (`downloads_used`) in step with the current view. */
async function movePeriodUse(tx: Transaction, userId: string, by: 1 | -1): Promise<void> {
  const [period] = await tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(currentPeriod(userId))
    .orderBy(desc(subscriptionPeriods.periodEnd))
    .limit(1)
  if (!period) return
  await tx
    .update(subscriptionPeriods)
    .set({ downloadsUsed: sql`${subscriptionPeriods.downloadsUsed} + ${by}` })
    .where(
      and(
        eq(subscriptionPeriods.id, period.id),
        by > 0
          ? sql`${subscriptionPeriods.downloadsUsed} < ${subscriptionPeriods.downloadsQuota}`
          : gt(subscriptionPeriods.downloadsUsed, 0),
      ),
    )
}

async function movePeriodCustomisations(tx: Transaction, userId: string): Promise<void> {
  const [period] = await tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(currentPeriod(userId))
    .orderBy(desc(subscriptionPeriods.periodEnd))
    .limit(1)
  if (!period) return
  await tx
    .update(subscriptionPeriods)
    .set({ customizationsUsed: sql`${subscriptionPeriods.customizationsUsed} + 1` })
    .where(
      and(
        eq(subscriptionPeriods.id, period.id),
        sql`${subscriptionPeriods.customizationsUsed} < ${subscriptionPeriods.customizationsQuota}`,
      ),
    )
}
