import { formatPrice, toDollars } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { orders, products } from '../../db/schema.ts'
import type { Letter } from '../mail/letters.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { StaffPayments } from '../payments/payment-provider.ts'
import { recordAudit } from './audit-log.ts'
import { askProvider, claimRefund, type RefundClaim, settleRefund } from './provider-refund.ts'

export interface RefundDeps {
  db: Database
  provider: StaffPayments
  mailer: Pick<Mailer, 'send'>
  invoicing: InvoiceSettings
}

/**
 * Refunds a paid order through its payment provider: the money goes back, the order is
 * marked refunded, its clip revoked and the customer told why. Of concurrent refunds one
 * reaches the provider; a refund of an order already refunded answers 'already'.
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
    await settleRefund(tx, claim, refundId, 'refunded', deps.invoicing)
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
    await tellCustomer(deps, tx, claim)
  })
  return 'refunded'
}

/** The refund mail joins the outbox in the refund's own transaction. */
async function tellCustomer(deps: RefundDeps, tx: Transaction, claim: RefundClaim) {
  const [order] = await tx
    .select({ email: orders.userEmail, title: products.title })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, claim.orderId))
  if (!order) return
  await deps.mailer.send([refundLetter(claim, order.email, order.title)], tx)
}

/** The customer's letter for a refund, or for a custom order cancelled with its refund. */
export function refundLetter(
  claim: RefundClaim,
  to: string,
  title: string,
  why: 'refunded' | 'cancelled' = 'refunded',
): Letter {
  return {
    template: 'order-refunded',
    to,
    subject:
      why === 'cancelled'
        ? `Your custom order #${claim.orderId} was cancelled and refunded`
        : `Your refund for order #${claim.orderId}`,
    orderId: claim.orderId,
    title,
    amount: formatPrice(toDollars(claim.amountCents)),
    reason: claim.reason,
    cancelled: why === 'cancelled',
  }
}
