import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { orders, purchases } from '../../db/schema.ts'

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
