import path from 'node:path'
import type { Config } from '../config/config.ts'
import { type DatabaseHandle, openDatabase } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { runMigrations } from './migrate.ts'

/**
 * Opens the configured database for a command (such as `npm run admin`) and brings its
 * schema up to date, without seeding: what a shop sells is the store's to seed on its own
 * first start. The embedded database is locked as the store locks it, so a command and a
 * running store never open it together (DataDirInUseError).
 */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return migrated(await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }))
  }
  const unlock = await lockDataDir(config.DATA_DIR)
  try {
    const handle = await migrated(
      await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') }),
    )
    return {
      ...handle,
      close: async () => {
        await handle.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  try {
    await handle.exclusive(() => runMigrations(handle))
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}
