import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config/config.ts'
import { prepareDatabase } from '../apps/server/src/db/prepare.ts'
import { addSyntheticProducts } from '../apps/server/src/db/seed/synthetic/index.ts'

export interface ScaleStore {
  /** What the server is started with: DATA_DIR, or DATABASE_URL. */
  env: Record<string, string>
  /** A temporary directory of the run (the PGlite data when it made one). */
  dir: string
  /** Made by this run, so removed after it. */
  madeHere: boolean
  seconds: number
}

/**
 * The catalogue of a scale run: DATABASE_URL's database, or the PGlite under `--data-dir`
 * (kept, so the next run skips building it), else a temporary one. Generated clips are added
 * until it holds `products` besides the five sample ones.
 */
export async function scaleCatalogue(products: number, dataDir?: string): Promise<ScaleStore> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'marquee-scale-'))
  const url = process.env.DATABASE_URL
  const env: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dir }
  const started = performance.now()
  const database = await prepareDatabase(loadConfig({ ...env, LOG_LEVEL: 'warn' }))
  try {
    const [row] = (
      (await database.db.execute('select count(*)::int as n from products')) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    const missing = products + 5 - (row?.n ?? 0)
    if (missing > 0) await addSyntheticProducts(database.db, { count: missing })
  } finally {
    await database.close()
  }
  const seconds = (performance.now() - started) / 1000
  return { env, dir, madeHere: !url && !dataDir, seconds }
}
