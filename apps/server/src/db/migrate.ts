import path from 'node:path'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { serverRoot } from '../server-root.ts'
import type { DatabaseHandle } from './client.ts'

export const migrationsFolder = path.join(serverRoot, 'drizzle')

/** Applies every pending migration; callers hold `handle.exclusive` so instances take turns. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder })
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
  }
}
