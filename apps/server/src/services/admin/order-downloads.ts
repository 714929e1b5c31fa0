import type { AdminDownload } from '@marquee/core'
import { and, eq, exists, gte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { downloads, type orders, purchases } from '../../db/schema.ts'
import { adminDownloads } from './admin-downloads.ts'

/**
 * The downloads made from one order: those a credit or a custom order recorded against it,
 * and, for a bought clip, its buyer's downloads of that clip by purchase from the day of
 * this purchase (a download by purchase names no order: any purchase of the clip allows it).
 */
export function orderDownloads(
  db: Database,
  order: typeof orders.$inferSelect,
): Promise<AdminDownload[]> {
  const byThisPurchase = and(
    eq(downloads.entitlement, 'purchase'),
    eq(downloads.userId, order.userId),
    eq(downloads.productId, order.productId),
    exists(
      db
        .select({ one: sql`1` })
        .from(purchases)
        .where(and(eq(purchases.orderId, order.id), gte(downloads.createdAt, purchases.createdAt))),
    ),
  )
  return adminDownloads(db, or(eq(downloads.orderId, order.id), byThisPurchase), 100)
}
