/**
 * The back office's custom-order desk: each call does one thing to a customised order and
 * answers the order as staff then see it.
 */
import type {
  AdminOrder,
  AdminOrderPage,
  CustomOrderMove,
  customOrdersQuerySchema,
} from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { isCustomOrder, isPaidWork } from '../orders/order-kinds.ts'
import { adminOrders, countWhere, rushFirst } from './admin-orders.ts'
import { type MasterUpload, uploadMaster } from './custom-master.ts'
import { cancelCustomOrder } from './custom-order-cancel.ts'
import { moveCustomOrder, type ShopDeps } from './custom-order-life.ts'
import { postShopMessage } from './order-messages.ts'
import type { RefundDeps } from './refund-order.ts'

/** Paid customised orders, open rush work first; optionally those in one status. */
export async function listCustomOrders(
  db: Database,
  query: z.output<typeof customOrdersQuerySchema>,
): Promise<AdminOrderPage> {
  const { page, pageSize, status } = query
  const where = and(isCustomOrder, isPaidWork, status ? eq(orders.orderStatus, status) : undefined)
  const [items, total] = await Promise.all([
    adminOrders(db, where, { limit: pageSize, offset: (page - 1) * pageSize, orderBy: rushFirst }),
    countWhere(db, where),
  ])
  return { items, total, page, pageSize }
}

/** One customised order, or 404. */
export async function findCustomOrder(db: Database, id: number): Promise<{ order: AdminOrder }> {
  const [order] = await adminOrders(db, and(eq(orders.id, id), isCustomOrder), {
    limit: 1,
    offset: 0,
  })
  if (!order) throw notFound(`No custom order #${id}`)
  return { order }
}

/** Moves the order on (in production, delivered) or cancels it with its refund. */
export async function changeCustomOrderStatus(
  deps: ShopDeps & RefundDeps,
  actorId: string,
  id: number,
  { status, reason }: CustomOrderMove,
  byOwner = true,
): Promise<{ order: AdminOrder }> {
  if (status === 'cancelled') await cancelCustomOrder(deps, actorId, id, reason ?? '', byOwner)
  else await moveCustomOrder(deps, actorId, id, status)
  return findCustomOrder(deps.db, id)
}

/** A message from the shop to the customer about their order. */
export async function messageCustomOrder(
  deps: ShopDeps,
  actorId: string,
  id: number,
  message: string,
): Promise<{ order: AdminOrder }> {
  await postShopMessage(deps, actorId, id, message)
  return findCustomOrder(deps.db, id)
}

/** The finished clip, kept as the order's master (a second one replaces the first). */
export async function storeCustomOrderMaster(
  deps: Parameters<typeof uploadMaster>[0],
  actorId: string,
  id: number,
  upload: MasterUpload,
): Promise<{ order: AdminOrder }> {
  await uploadMaster(deps, actorId, id, upload)
  return findCustomOrder(deps.db, id)
}
