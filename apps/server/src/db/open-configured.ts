import path from 'node:path'
import type { Config } from '../config/config.ts'
import { type DatabaseHandle, openDatabase } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'

/**
 * Opens the configured database (PostgreSQL by DATABASE_URL, else the embedded one under
 * DATA_DIR, locked so that one process at a time opens it: DataDirInUseError otherwise) and
 * runs `prepare` on it under the start-up lock. A failed prepare closes it and releases the lock.
 */
export async function openConfiguredDatabase(
  config: Config,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return prepared(await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }), prepare)
  }
  const unlock = await lockDataDir(config.DATA_DIR)
  try {
    const dataDir = path.join(config.DATA_DIR, 'pglite')
    const handle = await prepared(await openDatabase({ kind: 'pglite', dataDir }), prepare)
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

/** Runs `prepare` under the start-up lock; closes the database if it fails. */
export async function prepared(
  handle: DatabaseHandle,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  try {
    await handle.exclusive(() => prepare(handle))
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}
