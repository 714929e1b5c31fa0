import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { countUpTo } from '../../db/count-up-to.ts'
import { oidcModels } from '../../db/schema.ts'

/** Sign-ins in progress (one row per authorization request), counted no further than `cap`. */
export async function liveInteractionsUpTo(db: Database, cap: number): Promise<number> {
  const live = and(eq(oidcModels.model, 'Interaction'), gt(oidcModels.expiresAt, sql`now()`))
  return countUpTo(db, oidcModels, live ?? sql`false`, cap)
}
