import { and, desc, eq, gt, gte, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { subscriptionPeriods, subscriptions } from '../../db/schema.ts'

/** How many download and customisation credits move: positive spends, negative gives back. */
interface Credits {
  downloads: 0 | 1 | -1
  customisations: 0 | 1 | -1
}

const download: Credits = { downloads: 1, customisations: 0 }
const customOrder: Credits = { downloads: 1, customisations: 1 }

/**
 * Takes one download credit of an active plan, or answers false. One conditional UPDATE:
 * concurrent requests queue on the row and each sees the count the previous one left, so
 * no two spend the last credit (DESIGN §6).
 */
export const reserveCredit = (tx: Transaction, userId: string) => spend(tx, userId, download)

/** Takes one download and one customisation credit together (SPEC §4's Submit Order), or neither. */
export const reserveCustomCredits = (tx: Transaction, userId: string) =>
  spend(tx, userId, customOrder)

/** Gives back a credit a failed conversion held. */
export const releaseCredit = (tx: Transaction, userId: string) =>
  giveBack(tx, userId, { downloads: -1, customisations: 0 })

/** Gives back what a cancelled credit-paid custom order spent, to the current period. */
export const releaseCustomCredits = (tx: Transaction, userId: string) =>
  giveBack(tx, userId, { downloads: -1, customisations: -1 })

async function spend(tx: Transaction, userId: string, take: Credits): Promise<boolean> {
  const enough: SQL[] = []
  if (take.downloads) enough.push(gte(subscriptions.remainingTotalOrders, take.downloads))
  if (take.customisations) {
    enough.push(gte(subscriptions.remainingCustomizationOrders, take.customisations))
  }
  const [taken] = await tx
    .update(subscriptions)
    .set(remaining(take))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        ...enough,
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    )
    .returning({ userId: subscriptions.userId })
  if (!taken) return false
  await movePeriodUse(tx, userId, take)
  return true
}

async function giveBack(tx: Transaction, userId: string, back: Credits): Promise<void> {
  await tx.update(subscriptions).set(remaining(back)).where(eq(subscriptions.userId, userId))
  await movePeriodUse(tx, userId, back)
}

const remaining = (by: Credits) => ({
  remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} - ${by.downloads}`,
  remainingCustomizationOrders: sql`${subscriptions.remainingCustomizationOrders} - ${by.customisations}`,
  updatedAt: sql`now()`,
})

/**
 * Keeps the current billing period's history (`*_used`) in step with the current view, in
 * one UPDATE; each count stays between 0 and its quota (the table's CHECK).
 */
async function movePeriodUse(tx: Transaction, userId: string, by: Credits): Promise<void> {
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
      downloadsUsed: sql`least(${subscriptionPeriods.downloadsQuota}, greatest(0, ${subscriptionPeriods.downloadsUsed} + ${by.downloads}))`,
      customizationsUsed: sql`least(${subscriptionPeriods.customizationsQuota}, greatest(0, ${subscriptionPeriods.customizationsUsed} + ${by.customisations}))`,
    })
    .where(eq(subscriptionPeriods.id, sql`(${current})`))
}
