import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

/** How many rows of `table` match, counting no further than `cap`: bounded work for a cap check. */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap)
    .as('matching')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching)
  return row?.n ?? 0
}
