import {
  AVI_CODECS,
  COLOUR_DEPTHS,
  FILE_TYPES,
  FIT_MODES,
  type FileSpec,
  FRAME_RATES,
} from '@marquee/core'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, products, purchases } from '../../db/schema.ts'
import { isPersonalOrder } from '../orders/order-kinds.ts'
import { isStockOrder } from './entitlement.ts'

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T =>
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
    fps: oneOf(FRAME_RATES, options.fps, 'source'),
    codec: format === 'avi' ? oneOf(AVI_CODECS, options.codec, 'mjpeg') : 'mjpeg',
  }
}

export interface PersonalPurchase {
  productId: number
  title: string
  thumbImg: string | null
  orderId: number
  personalization: Record<string, string>
  boughtAs: FileSpec | null
}

/** The customer's paid, unrevoked purchases of personalised clips, newest first. */
export async function personalPurchases(db: Database, userId: string): Promise<PersonalPurchase[]> {
  const lines = await db
    .select({
      productId: orders.productId,
      title: products.title,
      thumbImg: products.thumbImg,
      orderId: orders.id,
      width: orders.width,
      height: orders.height,
      filetype: orders.filetype,
      options: orders.options,
    })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.revokedAt), isPersonalOrder))
    .orderBy(sql`${orders.paidAt} desc nulls last`, desc(orders.id))
  return lines.map(({ width, height, filetype, options, ...line }) => ({
    ...line,
    personalization: (options as { personalization: Record<string, string> }).personalization,
    boughtAs: fileOf({ width, height, filetype, options }),
  }))
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
