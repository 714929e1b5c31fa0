import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config/config.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { addSyntheticProducts } from '../apps/server/src/seed/synthetic/index.ts'

export const BENCH_PRODUCTS = 10_000

/** A fresh DATA_DIR holding the sample catalogue plus 10,000 generated clips. */
export async function buildCatalog(): Promise<{ dataDir: string; seconds: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'))
  const started = performance.now()
  const database = await prepareDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }))
  try {
    await addSyntheticProducts(database.db, { count: BENCH_PRODUCTS })
  } finally {
    await database.close()
  }
  return { dataDir, seconds: (performance.now() - started) / 1000 }
}
