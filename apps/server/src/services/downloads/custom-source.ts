import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customMasters, orders, products } from '../../db/schema.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import type { SourceClip } from './source-clip.ts'

const CACHE_DIR = path.join(tmpdir(), 'marquee-master-cache')

/**
 * A delivered custom order's finished master as a conversion source, or null when `orderId`
 * is not a delivered order of this customer (or of anyone, with no `userId`, for a worker).
 * Its version names the order and the master's hash, so renditions are cached per order and
 * a new master makes new ones. ffmpeg reads local files: the stored master is copied to a
 * local cache once per version.
 */
export async function customSource(
  db: Database,
  store: ObjectStore,
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
  const file = path.join(CACHE_DIR, `order-${orderId}-${row.version}`)
  if (!existsSync(file)) {
    await mkdir(CACHE_DIR, { recursive: true })
    const partial = `${file}.${process.pid}.${Date.now()}`
    await pipeline(await store.get(row.key), createWriteStream(partial))
    await rename(partial, file)
  }
  return {
    productId: row.productId,
    slug: row.slug,
    title: `${row.title} (custom #${orderId})`,
    file,
    version: `order-${orderId}-${row.version}`,
    customOrderId: orderId,
  }
}
