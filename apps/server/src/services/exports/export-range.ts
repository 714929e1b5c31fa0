import type { ExportRange } from '@marquee/core'
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm'

const midnight = (day: string) => `${day}T00:00:00Z`

/** The range's whole days, UTC, as a condition on a timestamp column; open ends are open. */
export const withinDays = (column: AnyColumn, range: ExportRange): SQL | undefined =>
  and(
    range.from ? sql`${column} >= ${midnight(range.from)}::timestamptz` : undefined,
    range.to ? sql`${column} < ${midnight(range.to)}::timestamptz + interval '1 day'` : undefined,
  )
