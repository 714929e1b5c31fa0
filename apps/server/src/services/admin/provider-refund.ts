import { formatPrice, toDollars } from '@marquee/core'
import { and, eq, ne, sql, sum } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { checkoutSessions, orderRefunds, orders } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { issueCreditNote } from '../invoices/credit-notes.ts'
import {
  ProviderUnavailable,
  RefundRefused,
  type StaffPayments,
} from '../payments/payment-provider.ts'
import { refundPaidOrder } from './give-back.ts'

type OrderRow = typeof orders.$inferSelect
export type RefundClaim = typeof orderRefunds.$inferSelect

interface ClaimRequest {
  actorId: string
  orderId: number
  reason: string
  /** Throws when the order may not be refunded now (a custom order already delivered). */
  check?: (order: OrderRow) => void
}

/**
 * Claims the refund of a paid order, before the provider is asked: the order row is locked,
 * so of any number of concurrent refunds one claims it; the others find the claim. Answers
 * 'already' when the order's money is back already.
 */
export async function claimRefund(
  db: Database,
  provider: StaffPayments,
  { actorId, orderId, reason, check }: ClaimRequest,
): Promise<RefundClaim | 'already'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, payment: checkoutSessions })
      .from(orders)
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders })
    if (!row) throw notFound(`No order #${orderId}`)
    const { order, payment } = row
    const [claimed] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
    if (claimed?.status === 'succeeded' || order.paymentStatus === 'refunded') return 'already'
    if (claimed) throw new HttpError(409, `A refund of order #${orderId} is already under way`)
    if (order.paymentStatus !== 'paid') {
      throw new HttpError(
        409,
        `Order #${orderId} is ${order.paymentStatus}: only a paid order can be refunded`,
      )
    }
    check?.(order)
    const intent = payment?.paymentIntentId
    if (!payment || !intent || payment.provider !== provider.name) {
      throw new HttpError(
        409,
        `Order #${orderId} has no card payment with ${provider.name} to refund: return the money in the provider's dashboard`,
      )
    }
    await assertWithinPayment(tx, intent, payment.amountCents, order.totalCents)
    const [claim] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        provider: provider.name,
        paymentIntentId: intent,
        amountCents: order.totalCents,
        reason,
        actorId,
        status: 'pending',
      })
      .returning()
    if (!claim) throw new Error('refund claim not written')
    return claim
  })
}

/** A payment's refunds never add up to more than was paid for it. */
async function assertWithinPayment(
  tx: Transaction,
  paymentIntentId: string,
  paidCents: number,
  amountCents: number,
): Promise<void> {
  const [before] = await tx
    .select({ cents: sum(orderRefunds.amountCents).mapWith(Number) })
    .from(orderRefunds)
    .where(eq(orderRefunds.paymentIntentId, paymentIntentId))
  const left = paidCents - (before?.cents ?? 0)
  if (amountCents > left) {
    throw new HttpError(
      409,
      `Refunding ${formatPrice(toDollars(amountCents))} would return more than the ${formatPrice(toDollars(left))} left on this payment`,
    )
  }
}

/**
 * Asks the provider for the claimed money, under a key of this claim, so a retried request
 * returns the same refund. When it fails the claim is dropped and the order stays as it was.
 */
export async function askProvider(
  db: Database,
  provider: StaffPayments,
  claim: RefundClaim,
): Promise<string | null> {
  if (claim.amountCents === 0) return null
  try {
    const { refundId } = await provider.refund({
      paymentIntentId: claim.paymentIntentId,
      amountCents: claim.amountCents,
      idempotencyKey: `marquee-refund-${claim.id}`,
    })
    return refundId
  } catch (error) {
    await db
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, claim.id), ne(orderRefunds.status, 'succeeded')))
    const said = error instanceof Error ? error.message : String(error)
    if (error instanceof RefundRefused) {
      throw new HttpError(
        409,
        `The payment provider refused to refund order #${claim.orderId}: ${said}`,
      )
    }
    if (error instanceof ProviderUnavailable) {
      throw new HttpError(
        502,
        `The payment provider could not refund order #${claim.orderId} just now (${said}). Nothing was changed: try again.`,
      )
    }
    throw error
  }
}

/**
 * Records the provider's refund and gives the order back, in the caller's transaction, with
 * the credit note correcting the order's invoice.
 */
export async function settleRefund(
  tx: Transaction,
  claim: RefundClaim,
  refundId: string | null,
  orderStatus: 'refunded' | 'cancelled',
  invoicing: InvoiceSettings,
): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', providerRefundId: refundId, completedAt: sql`now()` })
    .where(eq(orderRefunds.id, claim.id))
  await refundPaidOrder(tx, claim.orderId, orderStatus)
  const [order] = await tx
    .select({ session: orders.checkoutSessionId })
    .from(orders)
    .where(eq(orders.id, claim.orderId))
  if (!order?.session || claim.amountCents === 0) return
  await issueCreditNote(tx, invoicing, {
    paymentKey: `order-refund:${claim.id}`,
    checkoutSessionId: order.session,
    orderIds: [claim.orderId],
    reason: claim.reason,
  })
}
