import type { Config } from '../config/config.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { openConfiguredDatabase, prepared } from '../db/open-configured.ts'
import { type SeedKind, seedOnce } from './seed-demo-data.ts'

/**
 * Production seeds a shop, staging included: a store on the internet never gets accounts
 * with a published password, demo coupons or fabricated reviews, whatever PAYMENTS says.
 */
export const seedKindFor = (config: Pick<Config, 'NODE_ENV'>): SeedKind =>
  config.NODE_ENV === 'production' ? 'shop' : 'demo'

/** Opens the configured database, brings its schema up to date and seeds it on first start. */
export function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const kind = seedKindFor(config)
  return openConfiguredDatabase(config, (handle) => migrateAndSeedNow(handle, kind))
}

/** Migrates and seeds an open database; closes it if that fails. */
export function migrateAndSeed(handle: DatabaseHandle, kind: SeedKind): Promise<DatabaseHandle> {
  return prepared(handle, (open) => migrateAndSeedNow(open, kind))
}

async function migrateAndSeedNow(handle: DatabaseHandle, kind: SeedKind): Promise<void> {
  await runMigrations(handle)
  await seedOnce(handle.db, kind)
}
