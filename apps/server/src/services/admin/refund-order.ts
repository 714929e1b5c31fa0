import type { Database } from '../../db/client.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { recordAudit } from './audit-log.ts'
import { askProvider, claimRefund, settleRefund } from './provider-refund.ts'

export interface RefundDeps {
  db: Database
  provider: PaymentProvider
}

/**
 * Refunds a paid order through its payment provider: the money goes back, the order is
 * marked refunded and its clip revoked. Of concurrent refunds one reaches the provider; a
 * refund of an order already refunded answers 'already' and changes nothing.
 */
export async function refundOrder(
  deps: RefundDeps,
  actorId: string,
  orderId: number,
  reason: string,
): Promise<'refunded' | 'already'> {
  const claim = await claimRefund(deps.db, deps.provider, { actorId, orderId, reason })
  if (claim === 'already') return 'already'
  const refundId = await askProvider(deps.db, deps.provider, claim)
  await deps.db.transaction(async (tx) => {
    await settleRefund(tx, claim, refundId, 'refunded')
    await recordAudit(tx, {
      actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { payment_status: 'paid' },
      after: {
        status: 'refunded',
        payment_status: 'refunded',
        reason,
        amount_cents: claim.amountCents,
        provider_refund_id: refundId,
      },
    })
  })
  return 'refunded'
}
