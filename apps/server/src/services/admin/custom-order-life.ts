import { CUSTOM_ORDER_STEPS, type CustomOrderMove } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import { isCustomOrder } from '../orders/order-kinds.ts'
import { recordAudit } from './audit-log.ts'

export interface ShopDeps {
  db: Database
  mailer: Pick<Mailer, 'send'>
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

/** The custom order's work goes on: a step the customer is mailed about. */
type WorkStep = 'in_production' | 'delivered'

/**
 * pending -> in_production -> delivered (docs/requirements.md §10; cancelling is custom-order-cancel.ts). The
 * change, the audit row and the customer's mail commit together.
 */
export async function moveCustomOrder(
  deps: ShopDeps,
  actorId: string,
  orderId: number,
  to: WorkStep,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { order, title } = await lockCustomOrder(tx, orderId)
    assertStep(order, to)
    if (to === 'delivered') await assertMaster(tx, orderId)
    await tx.update(orders).set({ orderStatus: to }).where(eq(orders.id, orderId))
    await recordAudit(tx, {
      actorId,
      action: `custom-order.${to}`,
      entity: 'order',
      entityId: orderId,
      before: { status: order.orderStatus, payment_status: order.paymentStatus },
      after: { status: to },
    })
    const letter = {
      template: 'custom-order' as const,
      to: order.userEmail,
      subject: subjects[to](orderId),
      step: to,
      orderId,
      title,
      note: '',
    }
    await deps.mailer.send([letter], tx)
  })
}

const subjects = {
  in_production: (id: number) => `Your custom order #${id} is in production`,
  delivered: (id: number) => `Your custom order #${id} is ready to download`,
}

/** The order may take this step now: paid for any work, and a step its life has. */
export function assertStep(order: OrderRow, to: CustomOrderMove['status']): void {
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

async function assertMaster(tx: Transaction, orderId: number): Promise<void> {
  const [master] = await tx
    .select({ orderId: customMasters.orderId })
    .from(customMasters)
    .where(eq(customMasters.orderId, orderId))
  if (!master) {
    throw new HttpError(409, `Upload the finished master clip before delivering order #${orderId}`)
  }
}
