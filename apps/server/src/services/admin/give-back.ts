import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { orders, purchases, subscriptions } from '../../db/schema.ts'

/**
 * Marks a paid order refunded and revokes the clip it bought, once the provider returned the
 * money (provider-refund.ts). One conditional UPDATE: only an order still 'paid' changes.
 */
export async function refundPaidOrder(
  tx: Transaction,
  orderId: number,
  orderStatus: 'refunded' | 'cancelled',
): Promise<boolean> {
  const [refunded] = await tx
    .update(orders)
    .set({ orderStatus, paymentStatus: 'refunded' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id })
  if (!refunded) return false
  await tx
    .update(purchases)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(purchases.orderId, orderId), isNull(purchases.revokedAt)))
  return true
}

/** Gives back the download and customisation credit a credit-paid custom order spent. */
export async function returnCustomCredits(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      remainingTotalOrders: sql`${subscriptions.remainingTotalOrders} + 1`,
      remainingCustomizationOrders: sql`${subscriptions.remainingCustomizationOrders} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId))
}
