import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { subscriptions } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { mirrorSubscription } from './subscription-changes.ts'
import { planOfPrice } from './subscription-events.ts'

/**
 * The account's Resume: the provider stops the cancellation, then the store mirrors the
 * provider's state at once so the account shows the renewal without waiting for the webhook
 * (which mirrors the same state again, changing nothing). Pressing it twice is harmless.
 */
export async function resumeSubscription(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<void> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  if (!row?.providerSubscriptionId || row.status === 'canceled') {
    throw notFound('There is no subscription to resume: it has ended or never started')
  }
  if (!row.cancelAt && !row.cancelAtPeriodEnd) return
  await provider.resumeSubscription(row.providerSubscriptionId)
  const current = await provider.retrieveSubscription(row.providerSubscriptionId)
  // An ending is the webhook's to record: it also sends the customer's mail.
  if (current.status === 'canceled') return
  const planId = await planOfPrice(db, current.priceId)
  await db.transaction((tx) => mirrorSubscription(tx, current, planId))
}
