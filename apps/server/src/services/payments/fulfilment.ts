import { formatPrice, toDollars } from '@marquee/core'
import { and, eq, notExists, sql } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Transaction } from '../../db/client.ts'
import { checkoutSessions, orderRefunds, orders, purchases } from '../../db/schema.ts'
import { commitCouponUse, releaseCouponUse } from '../discounts/coupon-reservations.ts'
import { issueCheckoutInvoice } from '../invoices/checkout-invoices.ts'
import { issueCreditNote } from '../invoices/credit-notes.ts'
import type { Letter } from '../mail/letters.ts'
import { customOrderLetters, letterLine } from '../orders/order-letters.ts'
import { titledOrders } from '../orders/titled-orders.ts'
import type { ProviderName } from './payment-provider.ts'
import { addPackCredits } from './subscription-changes.ts'

type SessionRow = typeof checkoutSessions.$inferSelect

/** The event can only be applied after one the provider has not delivered yet: retry later. */
export class EventOutOfOrder extends Error {
  override name = 'EventOutOfOrder'
}

const bySession = (provider: ProviderName, providerSessionId: string) =>
  and(
    eq(checkoutSessions.provider, provider),
    eq(checkoutSessions.providerSessionId, providerSessionId),
  )

/**
 * A checkout was paid. The session moves from open to complete in one conditional UPDATE:
 * whichever caller (webhook, success page, reconciliation) gets there first fulfils it, the
 * others find it no longer open and do nothing. Answers the letters the payment sends, or
 * undefined when another caller fulfilled it first.
 */
export async function completeCheckout(
  tx: Transaction,
  provider: ProviderName,
  providerSessionId: string,
  paymentIntentId: string | null,
  shopEmail: string,
  invoicing: InvoiceSettings,
): Promise<Letter[] | undefined> {
  const [session] = await tx
    .update(checkoutSessions)
    .set({ status: 'complete', closedAt: sql`now()`, paymentIntentId })
    .where(and(bySession(provider, providerSessionId), eq(checkoutSessions.status, 'open')))
    .returning()
  if (!session) return undefined
  // A subscription's credits come with its invoice (invoice.paid), in whichever order.
  const letters =
    session.kind === 'cart'
      ? await fulfilCart(tx, session, shopEmail)
      : session.kind === 'credit_pack'
        ? await addPackCredits(tx, session)
        : []
  // Last: it queues on the invoice series' lock, held only until this transaction commits.
  const invoice = await issueCheckoutInvoice(tx, invoicing, session)
  return letters.map((letter) =>
    letter.template === 'order-confirmed' && invoice
      ? { ...letter, invoice: invoice.number }
      : letter,
  )
}

async function fulfilCart(
  tx: Transaction,
  session: SessionRow,
  shopEmail: string,
): Promise<Letter[]> {
  const paid = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.checkoutSessionId, session.id), eq(orders.paymentStatus, 'unpaid')))
    .returning({ id: orders.id, userId: orders.userId, productId: orders.productId })
  if (paid.length === 0) return []
  await tx
    .insert(purchases)
    .values(
      paid.map((order) => ({
        userId: order.userId,
        productId: order.productId,
        orderId: order.id,
      })),
    )
    .onConflictDoNothing()
  const lines = await titledOrders(tx, eq(orders.checkoutSessionId, session.id))
  const email = lines[0]?.order.userEmail ?? ''
  await commitCouponUse(tx, session.id, email)
  return [
    {
      to: email,
      subject: 'Your Marquee order is confirmed',
      template: 'order-confirmed',
      lines: lines.map(letterLine),
      total: formatPrice(toDollars(session.amountCents)),
      reference: session.id,
    },
    // A customised line is now a custom order: the same two letters as Submit Order's.
    ...lines
      .filter((line) => line.order.customizationRequests !== '')
      .flatMap((line) => customOrderLetters(line, shopEmail)),
  ]
}

/**
 * A checkout ended without payment: its orders close and its coupon use goes back. Answers
 * false when another caller closed or fulfilled it first.
 */
export async function closeCheckout(
  tx: Transaction,
  provider: ProviderName,
  providerSessionId: string,
  outcome: 'failed' | 'expired',
): Promise<boolean> {
  const [session] = await tx
    .update(checkoutSessions)
    .set({ status: outcome, closedAt: sql`now()` })
    .where(and(bySession(provider, providerSessionId), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id })
  if (!session) return false
  await tx
    .update(orders)
    .set(
      outcome === 'failed'
        ? { orderStatus: 'cancelled', paymentStatus: 'failed' }
        : { orderStatus: 'expired' },
    )
    .where(and(eq(orders.checkoutSessionId, session.id), eq(orders.paymentStatus, 'unpaid')))
  await releaseCouponUse(tx, session.id)
  return true
}

/** The payment was refunded in full: orders refunded, the clips may no longer be downloaded. */
export async function refundCheckout(
  tx: Transaction,
  provider: ProviderName,
  providerSessionId: string,
  invoicing: InvoiceSettings,
): Promise<void> {
  const [session] = await tx
    .select({ id: checkoutSessions.id, status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(bySession(provider, providerSessionId))
    .for('update')
  if (!session) return
  if (session.status === 'open') {
    throw new EventOutOfOrder('refund of a checkout whose payment is not recorded yet')
  }
  if (session.status !== 'complete') return
  await tx
    .update(checkoutSessions)
    .set({ status: 'refunded' })
    .where(eq(checkoutSessions.id, session.id))
  // Orders the store is refunding itself (order_refunds) are settled by that refund.
  const refunded = await tx
    .update(orders)
    .set({ orderStatus: 'refunded', paymentStatus: 'refunded' })
    .where(
      and(
        eq(orders.checkoutSessionId, session.id),
        eq(orders.paymentStatus, 'paid'),
        notExists(tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orders.id))),
      ),
    )
    .returning({ id: orders.id })
  for (const order of refunded) {
    await tx
      .update(purchases)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(purchases.orderId, order.id), sql`${purchases.revokedAt} is null`))
  }
  await issueCreditNote(tx, invoicing, {
    paymentKey: `checkout-refund:${session.id}`,
    checkoutSessionId: session.id,
    orderIds: refunded.map((order) => order.id),
    reason: 'Payment refunded',
  })
}
