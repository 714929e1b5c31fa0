import { COLOUR_DEPTHS, FILE_TYPES, FIT_MODES, type FileSpec } from '@marquee/core'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, purchases } from '../../db/schema.ts'
import { isStockOrder } from './entitlement.ts'

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((known) => known === value) ?? fallback

/**
 * The file a paid order line asked for, or null when it kept no size and format. Fit and depth
 * come from the line's options (the cart's order form); a line written before they were kept
 * gets the converter's defaults.
 */
function fileOf(line: {
  width: number | null
  height: number | null
  filetype: string | null
  options: unknown
}): FileSpec | null {
  const format = FILE_TYPES.find((type) => type === line.filetype)
  if (!format || !line.width || !line.height) return null
  const options = (line.options ?? {}) as Record<string, unknown>
  return {
    format,
    width: line.width,
    height: line.height,
    fit: oneOf(FIT_MODES, options.fit, 'letterbox'),
    depth: oneOf(COLOUR_DEPTHS, options.depth, 'full'),
  }
}

/** By clip: the file the customer's newest paid, unrevoked purchase of it as it is asked for. */
export async function boughtFiles(db: Database, userId: string): Promise<Map<number, FileSpec>> {
  const lines = await db
    .select({
      productId: orders.productId,
      width: orders.width,
      height: orders.height,
      filetype: orders.filetype,
      options: orders.options,
    })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.revokedAt), isStockOrder))
    .orderBy(sql`${orders.paidAt} desc nulls last`, desc(orders.id))
  const bought = new Map<number, FileSpec>()
  for (const line of lines) {
    const file = bought.has(line.productId) ? null : fileOf(line)
    if (file) bought.set(line.productId, file)
  }
  return bought
}
