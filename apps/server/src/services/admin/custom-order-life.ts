import { CUSTOM_ORDER_STEPS, type CustomOrderMove, toDollars } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { releaseCustomCredits } from '../downloads/credits.ts'
import { postLetters } from '../mail/letter-post.ts'
import type { Mailer } from '../mail/mailer.ts'
import { isCustomOrder } from './admin-orders.ts'
import { recordAudit } from './audit-log.ts'
import { askProvider, claimRefund, type RefundClaim, settleRefund } from './provider-refund.ts'
import type { RefundDeps } from './refund-order.ts'

export interface ShopDeps {
  db: Database
  mailer: Pick<Mailer, 'send'>
  publicUrl: string
}

type OrderRow = typeof orders.$inferSelect

/** The custom order for update (concurrent moves queue on it), or 404. */
export async function lockCustomOrder(tx: Transaction, orderId: number) {
  const [row] = await tx
    .select({ order: orders, title: products.title })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.id, orderId), isCustomOrder))
    .for('update', { of: orders })
  if (!row) throw notFound(`No custom order #${orderId}`)
  return row
}

/**
 * pending -> in_production -> delivered, or cancelled before delivery (DESIGN §6). The
 * change, what is given back, the audit row and the customer's mail commit together.
 */
export async function moveCustomOrder(
  deps: ShopDeps & RefundDeps,
  actorId: string,
  orderId: number,
  { status: to }: CustomOrderMove,
): Promise<void> {
  const refund = to === 'cancelled' ? await refundForCancel(deps, actorId, orderId) : undefined
  await deps.db.transaction(async (tx) => {
    const { order, title } = await lockCustomOrder(tx, orderId)
    assertStep(order, to)
    if (to === 'delivered') await assertMaster(tx, orderId)
    const note = to === 'cancelled' ? await giveBack(tx, order, refund) : ''
    await tx.update(orders).set({ orderStatus: to }).where(eq(orders.id, orderId))
    await recordAudit(tx, {
      actorId,
      action: `custom-order.${to}`,
      entity: 'order',
      entityId: orderId,
      before: { status: order.orderStatus, payment_status: order.paymentStatus },
      after: { status: to, ...(note ? { given_back: note } : {}) },
    })
    await postLetters(
      deps.mailer,
      deps.publicUrl,
      [
        {
          template: 'custom-order',
          to: order.userEmail,
          subject: subjects[to](orderId),
          step: to,
          orderId,
          title,
          note,
        },
      ],
      tx,
    )
  })
}

const subjects = {
  in_production: (id: number) => `Your custom order #${id} is in production`,
  delivered: (id: number) => `Your custom order #${id} is ready to download`,
  cancelled: (id: number) => `Your custom order #${id} was cancelled`,
}

function assertStep(order: OrderRow, to: CustomOrderMove['status']): void {
  if (
    to !== 'cancelled' &&
    order.paymentStatus !== 'paid' &&
    order.paymentStatus !== 'subscription'
  ) {
    throw new HttpError(
      409,
      `Order #${order.id} is not paid (${order.paymentStatus}): production starts once the customer has paid`,
    )
  }
  const allowed: readonly string[] =
    CUSTOM_ORDER_STEPS[order.orderStatus as keyof typeof CUSTOM_ORDER_STEPS] ?? []
  if (!allowed.includes(to)) {
    throw new HttpError(
      409,
      `Order #${order.id} is ${order.orderStatus.replace('_', ' ')}: it cannot become ${to.replace('_', ' ')}`,
    )
  }
}

interface ProviderRefund {
  claim: RefundClaim
  refundId: string | null
}

/**
 * A card-paid order's money goes back through the provider before the order is cancelled;
 * the provider is not called inside the transaction (its refund event comes to this store).
 */
async function refundForCancel(
  deps: RefundDeps,
  actorId: string,
  orderId: number,
): Promise<ProviderRefund | undefined> {
  const [order] = await deps.db
    .select({ payment: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), isCustomOrder))
  if (order?.payment !== 'paid') return undefined
  const claim = await claimRefund(deps.db, deps.provider, {
    actorId,
    orderId,
    reason: 'Custom order cancelled',
    check: (row) => assertStep(row, 'cancelled'),
  })
  if (claim === 'already') return undefined
  return { claim, refundId: await askProvider(deps.db, deps.provider, claim) }
}

async function assertMaster(tx: Transaction, orderId: number): Promise<void> {
  const [master] = await tx
    .select({ orderId: customMasters.orderId })
    .from(customMasters)
    .where(eq(customMasters.orderId, orderId))
  if (!master) {
    throw new HttpError(409, `Upload the finished master clip before delivering order #${orderId}`)
  }
}

/** A paid order is refunded; a credit-paid one gets its credits back. Says which, for the mail. */
async function giveBack(
  tx: Transaction,
  order: OrderRow,
  refund: ProviderRefund | undefined,
): Promise<string> {
  if (refund) {
    await settleRefund(tx, refund.claim, refund.refundId, 'cancelled')
    return `Your payment of $${toDollars(order.totalCents).toFixed(2)} is refunded.`
  }
  if (order.paymentStatus === 'subscription') {
    await releaseCustomCredits(tx, order.userId)
    return 'The download and customisation credits it used are back in your account.'
  }
  return ''
}
