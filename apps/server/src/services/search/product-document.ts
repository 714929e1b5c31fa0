import type { Product } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'

/**
 * The products the shop shows: published ones. A subquery rather than a view, so a column
 * added later is seen without recreating anything; PostgreSQL flattens it into the query.
 */
export const shopProducts = sql`(select * from products where published)`

/** `products p` (published) with its category `c`, parent category `pc` and brand `b`. */
export const productSource = sql`from ${shopProducts} p
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id
  join brands b on b.id = p.brand_id`

/**
 * These published products' documents in docs/requirements.md §3's shape, by id; an id that is
 * not a published product is left out. The database builds each as one JSON text
 * (`marquee_product_documents`, migration 0044); the route's response schema still checks
 * every field.
 */
export async function selectProducts(db: Database, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<{ doc: string }>(
    db,
    sql`select marquee_product_documents(string_to_array(${ids.join(',')}, ',')::int[]) as doc`,
  )
  return rows.map((row) => JSON.parse(row.doc) as Product)
}
