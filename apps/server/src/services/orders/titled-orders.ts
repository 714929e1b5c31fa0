import { desc, eq, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orders, products } from '../../db/schema.ts'

/** An order row and its clip's title: what letters and the API's view of an order are made from. */
export interface TitledOrder {
  order: typeof orders.$inferSelect
  title: string
}

/** Orders with their clips' titles, newest first. */
export function titledOrders(
  db: Database | Transaction,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<TitledOrder[]> {
  return db
    .select({ order: orders, title: products.title })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}
