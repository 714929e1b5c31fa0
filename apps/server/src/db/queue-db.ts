import type { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import type { Transaction } from './database.ts'

/** pg-boss's `db` option: one SQL text with $n parameters, answered with rows. */
export interface QueueDb {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss's own signature
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>
}

/** A QueueDb that can be closed: it waits for its statements in flight, then sends no more. */
export interface ClosableQueueDb extends QueueDb {
  /** Sends no further statement; resolves once none is in flight, or after `timeoutMs`. */
  close(timeoutMs: number): Promise<void>
}

/**
 * A job cut off by a stop, or fetched just as it began, may write its outcome (or a heartbeat)
 * after pg-boss says it has stopped. The database must wait for what is in flight, and what
 * comes later is dropped (the job stays active and is retried once its heartbeat is missed,
 * as after a killed process) rather than sent to a closed pool, an unhandled rejection.
 */
export function closableQueueDb(db: QueueDb): ClosableQueueDb {
  let inFlight = 0
  let closed = false
  let wake: (() => void) | undefined
  return {
    async executeSql(text, values) {
      // No result at all: what pg-boss's fire-and-forget completions and its job fetch read
      // as "nothing done" (manager.js: `result && result.rows`, `result?.rows || []`).
      if (closed) return undefined as unknown as { rows: [] }
      inFlight += 1
      try {
        return await db.executeSql(text, values)
      } finally {
        inFlight -= 1
        if (inFlight === 0) wake?.()
      }
    },
    close(timeoutMs) {
      closed = true
      if (inFlight === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    },
  }
}

/**
 * pg-boss on the embedded database. Its schema set-up and its locked sweeps send several
 * statements in one text without parameters, which only PGlite's simple protocol (`exec`)
 * runs; their rows are read as node-postgres gives them, every statement's together (a
 * RETURNING inside BEGIN ... COMMIT is not lost behind the COMMIT).
 */
export function pgliteQueueDb(client: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values)
      const results = await client.exec(text)
      return { rows: results.flatMap((result) => result.rows) }
    },
  }
}

/**
 * pg-boss inside one of the app's transactions, so a job is created with the rows it is
 * about (the download, its order, its credit) or not at all. pg-boss numbers its
 * parameters $1..$n; each becomes a bound parameter of the transaction's query.
 */
export function transactionQueueDb(tx: Transaction): QueueDb {
  return {
    async executeSql(text, values = []) {
      const pieces = text.split(/\$(\d+)/)
      const chunks: SQL[] = pieces.map((piece, index) =>
        index % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1] ?? null)}`,
      )
      const result = await tx.execute(sql.join(chunks))
      return { rows: (result as unknown as { rows: unknown[] }).rows }
    },
  }
}
