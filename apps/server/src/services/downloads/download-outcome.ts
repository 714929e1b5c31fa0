import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { downloads, orders } from '../../db/schema.ts'
import { releaseCredit } from '../credits/credits.ts'
import type { Letter } from '../mail/letters.ts'
import type { Mailer } from '../mail/mailer.ts'
import { issueLicence } from './issue-licence.ts'
import type { Rendition } from './renditions.ts'

const UNFINISHED = ['queued', 'converting'] as const

/** How a failure no quality could mend is recorded: run-conversion writes `${kind}: ${message}`. */
const OVER_BUDGET = 'over-budget: '

/**
 * What the customer reads of a download that failed its file-size budget: the converter's
 * own words (the smallest size it reached); null for any other failure.
 */
export const overBudgetMessage = (failure: string | null): string | null =>
  failure?.startsWith(OVER_BUDGET) ? failure.slice(OVER_BUDGET.length) : null

/**
 * The file is in storage: the download becomes ready, its credit is spent for good, its
 * licence is written and the customer is told, all in one transaction. A second call (a
 * job that ran twice) changes nothing.
 */
export async function markReady(
  tx: Transaction,
  mailer: Mailer,
  downloadId: string,
  rendition: Rendition,
  letter: Letter | undefined,
): Promise<boolean> {
  const [ready] = await tx
    .update(downloads)
    .set({
      status: 'ready',
      progress: 1,
      renditionId: rendition.id,
      readyAt: sql`now()`,
      updatedAt: sql`now()`,
      creditState: sql`case when ${downloads.creditState} = 'reserved' then 'committed' else ${downloads.creditState} end`,
    })
    .where(and(eq(downloads.id, downloadId), inArray(downloads.status, UNFINISHED)))
    .returning()
  if (!ready) return false
  await issueLicence(tx, mailer, ready, rendition, letter)
  return true
}

/**
 * The conversion gave up: the customer sees docs/requirements.md §8's message, a credit it held comes back
 * and its 'subscription' order is cancelled. Only the first call acts.
 */
export async function markFailed(
  tx: Transaction,
  downloadId: string,
  reason: string,
): Promise<boolean> {
  const [failed] = await tx
    .update(downloads)
    .set({
      status: 'failed',
      failure: reason.slice(0, 500),
      updatedAt: sql`now()`,
      creditState: sql`case when ${downloads.creditState} = 'reserved' then 'released' else ${downloads.creditState} end`,
    })
    .where(and(eq(downloads.id, downloadId), inArray(downloads.status, UNFINISHED)))
    .returning({ userId: downloads.userId, orderId: downloads.orderId })
  if (!failed) return false
  if (failed.orderId !== null) {
    await releaseCredit(tx, failed.userId, failed.orderId)
    await tx.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, failed.orderId))
  }
  return true
}
