import type { AdminCustomerPage, CreditAdjustment } from '@marquee/core'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { subscriptions } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { recordAudit } from './audit-log.ts'
import { customerById } from './customer-list.ts'

/**
 * Grants or takes back a customer's credits (below) and answers the customer as the list
 * shows them, on a page of one.
 */
export async function adjustCustomerCredits(
  db: Database,
  actorId: string,
  userId: string,
  change: CreditAdjustment,
): Promise<AdminCustomerPage> {
  await adjustCredits(db, actorId, userId, change)
  const customer = await customerById(db, userId)
  return { items: customer ? [customer] : [], total: customer ? 1 : 0, page: 1, pageSize: 1 }
}

/**
 * Grants or takes back credits in one conditional UPDATE: it applies only when neither count
 * would go below zero, so concurrent take-backs can never overdraw (docs/requirements.md §10).
 */
async function adjustCredits(
  db: Database,
  actorId: string,
  userId: string,
  change: CreditAdjustment,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(subscriptions)
      .set({
        remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} + ${change.downloads}`,
        remainingCustomizationOrders: sql`${subscriptions.remainingCustomizationOrders} + ${change.customisations}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(subscriptions.userId, userId),
          sql`${subscriptions.remainingTotalOrders} + ${change.downloads} >= 0`,
          sql`${subscriptions.remainingCustomizationOrders} + ${change.customisations} >= 0`,
        ),
      )
      .returning({
        downloads: subscriptions.remainingTotalOrders,
        customisations: subscriptions.remainingCustomizationOrders,
      })
    if (!after) throw await whyNot(tx, userId)
    await recordAudit(tx, {
      actorId,
      action: change.downloads + change.customisations >= 0 ? 'credits.grant' : 'credits.take-back',
      entity: 'customer',
      entityId: userId,
      before: {
        downloads: after.downloads - change.downloads,
        customisations: after.customisations - change.customisations,
      },
      after: { ...after, reason: change.reason },
    })
  })
}

async function whyNot(db: Database | Transaction, userId: string): Promise<HttpError> {
  const [plan] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
  if (!plan) return notFound('This customer has no plan to hold credits')
  return new HttpError(409, 'Credits cannot go below zero: take back no more than are left')
}
