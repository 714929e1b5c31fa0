import type { ExportRange } from '@marquee/core'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { downloads, products, renditions, users } from '../../db/schema.ts'
import { type Cell, instant } from './csv.ts'
import { withinDays } from './export-range.ts'
import { afterKey, type Keyset, keyColumns, keysetPages } from './keyset-pages.ts'

export const DOWNLOAD_COLUMNS = [
  'id',
  'created_at',
  'customer_email',
  'clip',
  'size',
  'format',
  'bytes',
  'entitlement',
  'order_id',
  'status',
] as const

function readPage(db: Database, range: ExportRange) {
  return (after: Keyset | undefined, limit: number) =>
    db
      .select({
        key: keyColumns(downloads.createdAt, downloads.id),
        download: downloads,
        email: users.email,
        title: products.title,
        bytes: renditions.bytes,
      })
      .from(downloads)
      .innerJoin(users, eq(users.id, downloads.userId))
      .innerJoin(products, eq(products.id, downloads.productId))
      .leftJoin(renditions, eq(renditions.id, downloads.renditionId))
      .where(
        and(
          withinDays(downloads.createdAt, range),
          afterKey(downloads.createdAt, downloads.id, after, 'uuid'),
        ),
      )
      .orderBy(asc(downloads.createdAt), asc(downloads.id))
      .limit(limit)
}

/** Every download asked for in the range, oldest first: who, which clip, which file, how. */
export async function* downloadExportRows(
  db: Database,
  range: ExportRange,
): AsyncGenerator<Cell[]> {
  for await (const row of keysetPages(readPage(db, range))) {
    const { download } = row
    yield [
      download.id,
      instant(download.createdAt),
      row.email,
      row.title,
      { figure: `${download.width}x${download.height}` },
      download.format,
      row.bytes,
      download.entitlement,
      download.orderId,
      download.status,
    ]
  }
}
