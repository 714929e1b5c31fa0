import type { AdminDownload } from '@marquee/core'
import { desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { downloads, products } from '../../db/schema.ts'

/** Downloads as the back office's detail pages list them, newest first. */
export async function adminDownloads(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<AdminDownload[]> {
  const rows = await db
    .select({ download: downloads, title: products.title })
    .from(downloads)
    .innerJoin(products, eq(products.id, downloads.productId))
    .where(where)
    .orderBy(desc(downloads.createdAt), desc(downloads.id))
    .limit(limit)
  return rows.map(({ download, title }) => ({
    id: download.id,
    product_id: download.productId,
    product_title: title,
    order_id: download.orderId,
    format: download.format,
    width: download.width,
    height: download.height,
    fit: download.fit,
    depth: download.depth,
    entitlement: download.entitlement,
    status: download.status,
    created_at: download.createdAt.toISOString(),
    ready_at: download.readyAt?.toISOString() ?? null,
  }))
}

export async function countDownloads(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(downloads).where(where)
  return row?.n ?? 0
}
