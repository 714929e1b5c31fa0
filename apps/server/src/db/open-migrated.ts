import type { Config } from '../config/config.ts'
import type { DatabaseHandle } from './client.ts'
import { runMigrations } from './migrate.ts'
import { openConfiguredDatabase } from './open-configured.ts'

/**
 * Opens the configured database for a command (such as `npm run admin`) and brings its
 * schema up to date, without seeding: what a shop sells is the store's to seed on its own
 * first start. The embedded database is locked as the store locks it, so a command and a
 * running store never open it together (DataDirInUseError).
 */
export function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  return openConfiguredDatabase(config, runMigrations)
}
