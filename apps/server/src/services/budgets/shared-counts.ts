import { lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { requestBudgets } from '../../db/schema.ts'

/** A budget's window after a hit: the requests it has spent, and how long it still runs. */
export interface BudgetCount {
  hits: number
  ttlMs: number
}

const windowEnded = sql`${requestBudgets.windowEndsAt} <= now()`

/**
 * Spends one request of `key`'s budget in one statement, for every instance at once: a new
 * key, or one whose window has ended, starts a window of `windowMs` at 1 hit; otherwise the
 * count goes up by one. Concurrent hits on a key queue on its row, so none is lost or counted
 * twice. Time is the database's, so instances whose clocks differ still agree.
 */
export async function spendShared(db: Database, key: string, windowMs: number) {
  const [count] = await db
    .insert(requestBudgets)
    .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: requestBudgets.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${requestBudgets.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${requestBudgets.windowEndsAt} end`,
      },
    })
    .returning({
      hits: requestBudgets.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${requestBudgets.windowEndsAt} - now()) * 1000)::int`,
    })
  if (!count) throw new Error(`the budget ${key} was not counted`)
  return count satisfies BudgetCount
}

/** Deletes windows that have ended: they already count as empty, this only keeps the table small. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(requestBudgets).where(lt(requestBudgets.windowEndsAt, sql`now()`))
}
