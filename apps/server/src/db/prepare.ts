import path from 'node:path'
import type { Config } from '../config/config.ts'
import { type DatabaseHandle, openDatabase } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { runMigrations } from './migrate.ts'
import { seedDemoDataOnce } from './seed/seed-demo-data.ts'

/** Opens the configured database, brings its schema up to date and seeds it on first start. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return migrateAndSeed(await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }))
  }
  const unlock = await lockDataDir(config.DATA_DIR)
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    })
    const prepared = await migrateAndSeed(handle)
    return {
      ...prepared,
      close: async () => {
        await prepared.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

export async function migrateAndSeed(handle: DatabaseHandle): Promise<DatabaseHandle> {
  try {
    await handle.exclusive(async () => {
      await runMigrations(handle)
      await seedDemoDataOnce(handle.db)
    })
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}
