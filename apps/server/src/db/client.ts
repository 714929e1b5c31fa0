import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Database } from './database.ts'
import { pgliteQueueDb, type QueueDb } from './queue-db.ts'
import * as schema from './schema.ts'

export type { Database, Transaction } from './database.ts'

/** The open database and how to reach it; one per process. */
export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The same database for pg-boss (its `db` option): the job queue lives beside the data. */
  queueDb: QueueDb
  /** Runs `task` while holding a cluster-wide lock, so two starting instances take turns. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; template?: Blob }

/** Any constant works; it only has to be the same for every instance of the store. */
const STARTUP_LOCK_KEY = 727_001

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target)
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Each notification channel (catalogue changes, revoked sign-ins, download progress, the
  // converter test's news) keeps one connection for its LISTEN: 20 leaves the queries
  // room beside them, also when tests start several apps on one database.
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool
  // and the next query opens another; unhandled, its error would end the whole process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`)
  })
  const db = drizzleNodePg(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    queueDb: { executeSql: (text, values) => pool.query(text, values) },
    async exclusive(task) {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
        return await task()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * PGlite's buffer pool. It lives in PGlite's WebAssembly memory, which never shrinks, so
 * Postgres's default (128 MB) stayed resident once a large catalogue had been read: a
 * 100,000-clip store held 790 MB in the scale bench, 665 MB with 32 MB, its searches as fast.
 * The catalogue's hot reads are by id and its search index is the store's own
 * (search-service.ts); pages Postgres no longer keeps come from the kernel's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB'

async function openPglite(target: { dataDir?: string; template?: Blob }): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.template ? { loadDataDir: target.template } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  })
  return wrapPglite(client)
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    queueDb: pgliteQueueDb(client),
    // One process owns a PGlite directory (see data-dir-lock.ts), so in-process order suffices.
    exclusive: (task) => task(),
    close: () => client.close(),
  }
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
