import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/** Where the last row of a page stood: its creation time (as the database wrote it) and id. */
export interface Keyset {
  at: string
  id: number | string
}

export const EXPORT_PAGE_ROWS = 1000

/**
 * Rows one page at a time, each page read after the last one's key (keyset pagination on
 * (created_at, id)), so a table of any size is never held at once. The next page is read
 * only when the consumer asks for its first row.
 */
export async function* keysetPages<Row extends { key: Keyset }>(
  readPage: (after: Keyset | undefined, limit: number) => Promise<Row[]>,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row> {
  let after: Keyset | undefined
  for (;;) {
    const page = await readPage(after, limit)
    yield* page
    const last = page.at(-1)
    if (!last || page.length < limit) return
    after = last.key
  }
}

/** The keyset of a row: its time as the database's own text (microseconds kept) and its id. */
export const keyColumns = (at: AnyColumn, id: AnyColumn) => ({
  at: sql<string>`${at}::text`,
  id: sql<number | string>`${id}`,
})

/** Rows after the key, in (time, id) order: `id` is an integer or a uuid column. */
export const afterKey = (
  at: AnyColumn,
  id: AnyColumn,
  key: Keyset | undefined,
  idType: 'int' | 'uuid',
): SQL | undefined =>
  key ? sql`(${at}, ${id}) > (${key.at}::timestamptz, ${key.id}::${sql.raw(idType)})` : undefined
