import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { generateProducts } from './generate-products.ts'
import { insertProducts } from './insert-products.ts'

export { generateProducts, makeSyntheticProduct } from './generate-products.ts'
export { insertProducts } from './insert-products.ts'

/** Adds `count` generated clips to the catalogue; shared by the seed script, the bench and tests. */
export async function addSyntheticProducts(
  db: Database,
  options: { count: number; seed?: number },
): Promise<number[]> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${products.id}), 0) + 1` })
    .from(products)
  const firstIndex = Number(row?.next ?? 1)
  const ids = await insertProducts(db, generateProducts({ ...options, firstIndex }))
  // Fresh statistics for the planner; PGlite has no autovacuum to gather them.
  await db.execute(sql`analyze products, reviews, search_words`)
  return ids
}
