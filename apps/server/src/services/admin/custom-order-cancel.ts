import { OWNER_ONLY_MESSAGE } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-error.ts'
import { releaseCustomCredits } from '../credits/credits.ts'
import type { Letter } from '../mail/letters.ts'
import { isCustomOrder } from '../orders/order-kinds.ts'
import { recordAudit } from './audit-log.ts'
import { assertStep, lockCustomOrder, type ShopDeps } from './custom-order-life.ts'
import { askProvider, claimRefund, type RefundClaim, settleRefund } from './provider-refund.ts'
import { type RefundDeps, refundLetter } from './refund-order.ts'

type OrderRow = typeof orders.$inferSelect

interface ProviderRefund {
  claim: RefundClaim
  refundId: string | null
}

/**
 * Cancels a custom order before delivery, on the refund's path (refund-order.ts): a card-paid
 * order's money goes back through the provider, a credit-paid one's credits go back to the plan,
 * and the reason staff give is kept in the refund and the audit and mailed to the customer.
 * `reason` comes trimmed; it may be empty only for an order nobody paid for. Staff (not
 * `byOwner`) cancel only such orders: anything paid answers 403.
 */
export async function cancelCustomOrder(
  deps: ShopDeps & RefundDeps,
  actorId: string,
  orderId: number,
  reason: string,
  byOwner = true,
): Promise<void> {
  // Staff cancel only what nobody paid for: no refund is even asked for them.
  const refund = byOwner ? await refundForCancel(deps, actorId, orderId, reason) : undefined
  await deps.db.transaction(async (tx) => {
    const { order, title } = await lockCustomOrder(tx, orderId)
    if (!byOwner && order.paymentStatus !== 'unpaid') throw new HttpError(403, OWNER_ONLY_MESSAGE)
    // With the money already back at the provider the order must follow, whatever moved meanwhile.
    if (!refund) {
      assertCancel(order, reason)
      // Paid between the look before the refund and this lock: its refund was never asked.
      if (order.paymentStatus === 'paid') {
        throw new HttpError(
          409,
          `Order #${orderId} was paid just now: cancel it again to refund it`,
        )
      }
    }
    const given = await giveBack(tx, order, refund, deps.invoicing)
    await tx.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, orderId))
    await recordAudit(tx, {
      actorId,
      action: 'custom-order.cancelled',
      entity: 'order',
      entityId: orderId,
      before: { status: order.orderStatus, payment_status: order.paymentStatus },
      after: { status: 'cancelled', ...(reason ? { reason } : {}), ...given.audit },
    })
    const letter: Letter = refund
      ? refundLetter(refund.claim, order.userEmail, title, 'cancelled')
      : {
          template: 'custom-order',
          to: order.userEmail,
          subject: `Your custom order #${orderId} was cancelled`,
          step: 'cancelled',
          orderId,
          title,
          note: given.note,
          reason,
        }
    await deps.mailer.send([letter], tx)
  })
}

/** A paid order (card or credits) is cancelled only with a reason the customer can read. */
function assertCancel(order: OrderRow, reason: string): void {
  assertStep(order, 'cancelled')
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'subscription'
  if (paid && reason.length < 3) {
    throw badRequest(
      'reason: Say why (3 characters or more): the customer reads it in the cancellation mail',
    )
  }
}

/**
 * A card-paid order's money goes back through the provider before the order is cancelled;
 * the claim is taken under the order's row lock, the provider called outside any transaction.
 */
async function refundForCancel(
  deps: RefundDeps,
  actorId: string,
  orderId: number,
  reason: string,
): Promise<ProviderRefund | undefined> {
  const [order] = await deps.db
    .select({ payment: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), isCustomOrder))
  if (order?.payment !== 'paid') return undefined
  const claim = await claimRefund(deps.db, deps.provider, {
    actorId,
    orderId,
    reason,
    check: (row) => assertCancel(row, reason),
  })
  if (claim === 'already') return undefined
  return { claim, refundId: await askProvider(deps.db, deps.provider, claim) }
}

/** A paid order is refunded; a credit-paid one gets its credits back. Says which. */
async function giveBack(
  tx: Transaction,
  order: OrderRow,
  refund: ProviderRefund | undefined,
  invoicing: RefundDeps['invoicing'],
) {
  if (refund) {
    await settleRefund(tx, refund.claim, refund.refundId, 'cancelled', invoicing)
    const { amountCents } = refund.claim
    return { note: '', audit: { amount_cents: amountCents, provider_refund_id: refund.refundId } }
  }
  if (order.paymentStatus === 'subscription') {
    await releaseCustomCredits(tx, order.userId, order.id)
    const note = 'The download and customisation credits it used are back in your account.'
    return { note, audit: { given_back: note } }
  }
  return { note: '', audit: {} }
}
