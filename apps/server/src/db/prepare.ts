import path from 'node:path'
import type { Config } from '../config/config.ts'
import { type DatabaseHandle, openDatabase } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { runMigrations } from './migrate.ts'
import { type SeedKind, seedOnce } from './seed/seed-demo-data.ts'

/**
 * Production seeds a shop, staging included: a store on the internet never gets accounts
 * with a published password, demo coupons or fabricated reviews, whatever PAYMENTS says.
 */
export const seedKindFor = (config: Pick<Config, 'NODE_ENV'>): SeedKind =>
  config.NODE_ENV === 'production' ? 'shop' : 'demo'

/** Opens the configured database, brings its schema up to date and seeds it on first start. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const kind = seedKindFor(config)
  if (config.DATABASE_URL) {
    return migrateAndSeed(await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }), kind)
  }
  const unlock = await lockDataDir(config.DATA_DIR)
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    })
    const prepared = await migrateAndSeed(handle, kind)
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

export async function migrateAndSeed(
  handle: DatabaseHandle,
  kind: SeedKind,
): Promise<DatabaseHandle> {
  try {
    await handle.exclusive(async () => {
      await runMigrations(handle)
      await seedOnce(handle.db, kind)
    })
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}
