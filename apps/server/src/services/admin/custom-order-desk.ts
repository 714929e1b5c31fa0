/**
 * The back office's custom-order desk: each call does one thing to a customised order and
 * answers the order as staff then see it.
 */
import {
  type AdminOrder,
  CUSTOM_ORDER_TABS,
  type CustomOrderMove,
  type CustomOrderPage,
  type CustomOrderTab,
  type customOrdersQuerySchema,
} from '@marquee/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { isCustomOrder } from '../orders/order-kinds.ts'
import { adminOrders, countWhere, dueFirst } from './admin-orders.ts'
import { type MasterUpload, uploadMaster } from './custom-master.ts'
import { cancelCustomOrder } from './custom-order-cancel.ts'
import { moveCustomOrder, type ShopDeps } from './custom-order-life.ts'
import { postShopMessage } from './order-messages.ts'
import type { RefundDeps } from './refund-order.ts'

/**
 * The studio's queue: custom orders someone paid for (by card or credits; a card-paid one
 * cancelled is refunded), in one of the tabs. A checkout never paid is no work.
 */
const inQueue = and(
  isCustomOrder,
  inArray(orders.paymentStatus, ['paid', 'subscription', 'refunded']),
  inArray(orders.orderStatus, [...CUSTOM_ORDER_TABS]),
)

/** How many orders each tab holds. */
async function tabCounts(db: Database): Promise<CustomOrderPage['counts']> {
  const rows = await db
    .select({ status: orders.orderStatus, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inQueue)
    .groupBy(orders.orderStatus)
  const counts = { pending: 0, in_production: 0, delivered: 0, cancelled: 0 }
  for (const row of rows) counts[row.status as CustomOrderTab] = Number(row.n)
  return counts
}

/** One tab of the queue (or all of it), work owed first and soonest due first, with each tab's count. */
export async function listCustomOrders(
  db: Database,
  query: z.output<typeof customOrdersQuerySchema>,
): Promise<CustomOrderPage> {
  const { page, pageSize, status } = query
  const where = and(inQueue, status ? eq(orders.orderStatus, status) : undefined)
  const [items, total, counts] = await Promise.all([
    adminOrders(db, where, { limit: pageSize, offset: (page - 1) * pageSize, orderBy: dueFirst }),
    countWhere(db, where),
    tabCounts(db),
  ])
  return { items, total, page, pageSize, counts }
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
