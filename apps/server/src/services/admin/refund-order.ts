import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { recordAudit } from './audit-log.ts'
import { refundPaidOrder } from './give-back.ts'

/**
 * Refunds a paid order: marked refunded and its clip revoked, as a provider's refund does.
 * Idempotent: a second (or concurrent) refund finds it already refunded and changes nothing.
 * The payment providers here have no refund call, so the money itself is returned in the
 * provider's dashboard; its charge.refunded webhook then finds the order already refunded.
 */
export async function refundOrder(
  db: Database,
  actorId: string,
  orderId: number,
  reason: string,
): Promise<'refunded' | 'already'> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ payment: orders.paymentStatus, status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order) throw notFound(`No order #${orderId}`)
    if (await refundPaidOrder(tx, orderId, 'refunded')) {
      await recordAudit(tx, {
        actorId,
        action: 'order.refund',
        entity: 'order',
        entityId: orderId,
        before: { status: order.status, payment_status: order.payment },
        after: { status: 'refunded', payment_status: 'refunded', reason },
      })
      return 'refunded'
    }
    const [now] = await tx
      .select({ payment: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (now?.payment === 'refunded') return 'already'
    throw new HttpError(
      409,
      `Order #${orderId} is ${now?.payment ?? order.payment}: only a paid order can be refunded`,
    )
  })
}
