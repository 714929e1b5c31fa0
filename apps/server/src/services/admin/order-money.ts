import type { AdminOrderDetail } from '@marquee/core'
import { formatPrice, toDollars } from '@marquee/core'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  checkoutSessions,
  creditSpends,
  discounts,
  orderRefunds,
  type orders,
  users,
} from '../../db/schema.ts'

type OrderMoney = Pick<AdminOrderDetail, 'payment' | 'credits_spent' | 'payment_events' | 'refunds'>

const dollars = (cents: number) => formatPrice(toDollars(cents))

/** A checkout's end as a step: a refunded one had completed first (the refund is its own step). */
const closed = {
  open: 'Checkout open',
  complete: 'Checkout completed',
  refunded: 'Checkout completed',
  expired: 'Checkout expired unpaid',
  failed: 'Payment failed',
} as const

const iso = (at: Date | null) => at?.toISOString() ?? null

/**
 * How an order was paid and what became of the money: its checkout at the provider, the
 * plan credits it spent, its refund, and those steps in time order. The provider's own
 * webhook events are kept by id only (for replay), so the steps are read from these rows.
 */
export async function orderMoney(
  db: Database,
  order: typeof orders.$inferSelect,
): Promise<OrderMoney> {
  const [session, spend, refunds] = await Promise.all([
    order.checkoutSessionId
      ? db
          .select({ session: checkoutSessions, coupon: discounts.code })
          .from(checkoutSessions)
          .leftJoin(discounts, eq(discounts.id, checkoutSessions.discountId))
          .where(eq(checkoutSessions.id, order.checkoutSessionId))
          .then((rows) => rows[0])
      : undefined,
    db
      .select()
      .from(creditSpends)
      .where(eq(creditSpends.orderId, order.id))
      .then((rows) => rows[0]),
    db
      .select({ refund: orderRefunds, actorEmail: users.email })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.actorId))
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt)),
  ])
  const events: { at: Date | null; what: string }[] = [
    { at: session?.session.createdAt ?? null, what: 'Checkout opened' },
    { at: session?.session.closedAt ?? null, what: closed[session?.session.status ?? 'open'] },
    { at: order.paidAt, what: 'Paid' },
    {
      at: spend?.spentAt ?? null,
      what: `Plan credits spent: 1 download${spend?.customizations ? ', 1 customisation' : ''}`,
    },
    ...refunds.flatMap(({ refund }) => [
      { at: refund.createdAt, what: `Refund of ${dollars(refund.amountCents)} asked for` },
      { at: refund.completedAt, what: `Refund of ${dollars(refund.amountCents)} made` },
    ]),
  ]
  return {
    payment: session
      ? {
          checkout_id: session.session.id,
          provider: session.session.provider,
          kind: session.session.kind,
          status: session.session.status,
          amount: toDollars(session.session.amountCents),
          currency: session.session.currency,
          payment_intent_id: session.session.paymentIntentId,
          coupon: session.coupon,
          opened_at: session.session.createdAt.toISOString(),
          closed_at: iso(session.session.closedAt),
        }
      : null,
    credits_spent: spend ? { downloads: 1, customisations: spend.customizations } : null,
    payment_events: events
      .flatMap(({ at, what }) => (at ? [{ at, what }] : []))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ at, what }) => ({ at: at.toISOString(), what })),
    refunds: refunds.map(({ refund, actorEmail }) => ({
      amount: toDollars(refund.amountCents),
      reason: refund.reason,
      status: refund.status,
      actor_email: actorEmail,
      provider_refund_id: refund.providerRefundId,
      requested_at: refund.createdAt.toISOString(),
      completed_at: iso(refund.completedAt),
    })),
  }
}
