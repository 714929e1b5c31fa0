import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import type { SourceClip } from './source-clip.ts'

/**
 * A delivered custom order's finished master as a conversion source, or null when `orderId`
 * is not a delivered order of this customer (or of anyone, with no `userId`, for a worker).
 * Its version names the order and the master's hash, so renditions are cached per order and
 * a new master makes new ones. The master stays in storage: the worker reads it as a file.
 */
export async function customSource(
  db: Database,
  orderId: number,
  userId?: string,
): Promise<SourceClip | null> {
  const [row] = await db
    .select({
      productId: orders.productId,
      slug: products.slug,
      title: products.title,
      key: customMasters.storageKey,
      version: customMasters.version,
    })
    .from(orders)
    .innerJoin(customMasters, eq(customMasters.orderId, orders.id))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.orderStatus, 'delivered'),
        userId ? eq(orders.userId, userId) : undefined,
      ),
    )
  if (!row) return null
  return {
    productId: row.productId,
    slug: row.slug,
    title: `${row.title} (custom #${orderId})`,
    version: `order-${orderId}-${row.version}`,
    customOrderId: orderId,
    place: { storageKey: row.key },
  }
}
