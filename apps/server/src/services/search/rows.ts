import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { yieldToRequests } from './yield-to-requests.ts'

/**
 * Runs raw SQL and returns its rows; node-postgres and PGlite both answer `{ rows }`. Gives
 * the event loop a turn first: PGlite resolves a statement without one, so a chain of
 * statements (a load, a search's slices) would otherwise hold every request as one stall.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  await yieldToRequests()
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
