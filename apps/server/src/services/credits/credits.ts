import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { creditSpends, subscriptions } from '../../db/schema.ts'
import { movePackCredit, packWithCredit } from './pack-credits.ts'
import { movePeriodUse } from './period-use.ts'

/** Where one spend's credits came from: the period's own (null) or a pack's row id. */
export interface CreditSpend {
  periodEnd: Date | null
  downloadPackId: number | null
  customizations: 0 | 1
  customizationPackId: number | null
}

/**
 * Takes one download credit of an active plan, or answers null. The plan's row is locked
 * first, so one customer's spends run one after another, each seeing what the previous left:
 * no two spend the last credit (docs/requirements.md §10). The period's own credit goes first, then the pack
 * that ends soonest. Record the answer with `recordCreditSpend` once the order exists.
 */
export const reserveCredit = (tx: Transaction, userId: string) => spend(tx, userId, 0)

/** One download and one customisation credit together (docs/requirements.md §4's Submit Order), or neither. */
export const reserveCustomCredits = (tx: Transaction, userId: string) => spend(tx, userId, 1)

async function spend(
  tx: Transaction,
  userId: string,
  customizations: 0 | 1,
): Promise<CreditSpend | null> {
  const [plan] = await tx
    .select({
      downloads: subscriptions.remainingTotalOrders,
      customizations: subscriptions.remainingCustomizationOrders,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    )
    .for('update')
  if (!plan) return null
  const fromPeriod = { downloads: plan.downloads >= 1, customizations: plan.customizations >= 1 }
  const downloadPackId = fromPeriod.downloads ? null : await packWithCredit(tx, userId, 'downloads')
  if (!fromPeriod.downloads && downloadPackId === null) return null
  const customizationPackId =
    customizations && !fromPeriod.customizations
      ? await packWithCredit(tx, userId, 'customizations')
      : null
  if (customizations && !fromPeriod.customizations && customizationPackId === null) return null
  if (downloadPackId !== null) await movePackCredit(tx, downloadPackId, 'downloads', 1)
  if (customizationPackId !== null) {
    await movePackCredit(tx, customizationPackId, 'customizations', 1)
  }
  const period = {
    downloads: fromPeriod.downloads ? 1 : 0,
    customizations: customizations && fromPeriod.customizations ? 1 : 0,
  }
  await movePeriodCredits(tx, userId, period.downloads, period.customizations)
  return {
    periodEnd: period.downloads + period.customizations > 0 ? plan.periodEnd : null,
    downloadPackId,
    customizations,
    customizationPackId,
  }
}

/** Remembers where an order's credits came from, for giving them back. */
export async function recordCreditSpend(
  tx: Transaction,
  userId: string,
  orderId: number,
  spent: CreditSpend,
): Promise<void> {
  await tx.insert(creditSpends).values({ orderId, userId, ...spent })
}

/** Gives back a credit a failed conversion held, to where it came from. */
export const releaseCredit = (tx: Transaction, userId: string, orderId: number) =>
  giveBack(tx, userId, orderId, 0)

/** Gives back what a cancelled credit-paid custom order spent, to where it came from. */
export const releaseCustomCredits = (tx: Transaction, userId: string, orderId: number) =>
  giveBack(tx, userId, orderId, 1)

/**
 * Each credit returns to its source, once (the record is removed as it is read). A period's
 * credit returns only while that period is the current one: a renewal since then gave a
 * fresh allowance, and the old period's unspent credits ended with it. An order spent before
 * the record existed gives back to the current period, as it then did.
 */
async function giveBack(
  tx: Transaction,
  userId: string,
  orderId: number,
  fallbackCustomizations: 0 | 1,
): Promise<void> {
  // The plan's row first, as a spend takes it, then the packs: one lock order, no deadlock.
  await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update')
  const [spent] = await tx.delete(creditSpends).where(eq(creditSpends.orderId, orderId)).returning()
  if (!spent) {
    await movePeriodCredits(tx, userId, -1, -fallbackCustomizations)
    return
  }
  const period = {
    downloads: spent.downloadPackId === null ? 1 : 0,
    customizations: spent.customizations && spent.customizationPackId === null ? 1 : 0,
  }
  if (spent.downloadPackId !== null) await movePackCredit(tx, spent.downloadPackId, 'downloads', -1)
  if (spent.customizationPackId !== null) {
    await movePackCredit(tx, spent.customizationPackId, 'customizations', -1)
  }
  if (period.downloads + period.customizations === 0) return
  const [current] = await tx
    .update(subscriptions)
    .set(remaining(-period.downloads, -period.customizations))
    .where(
      and(
        eq(subscriptions.userId, userId),
        spent.periodEnd === null
          ? isNull(subscriptions.currentPeriodEnd)
          : eq(subscriptions.currentPeriodEnd, spent.periodEnd),
      ),
    )
    .returning({ userId: subscriptions.userId })
  if (current) await movePeriodUse(tx, userId, -period.downloads, -period.customizations)
}

/** Moves the period's own credits: positive spends, negative gives back. */
async function movePeriodCredits(
  tx: Transaction,
  userId: string,
  downloads: number,
  customizations: number,
): Promise<void> {
  if (downloads === 0 && customizations === 0) return
  await tx
    .update(subscriptions)
    .set(remaining(downloads, customizations))
    .where(eq(subscriptions.userId, userId))
  await movePeriodUse(tx, userId, downloads, customizations)
}

const remaining = (downloads: number, customizations: number) => ({
  remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} - ${downloads}`,
  remainingCustomizationOrders: sql`${subscriptions.remainingCustomizationOrders} - ${customizations}`,
  updatedAt: sql`now()`,
})
