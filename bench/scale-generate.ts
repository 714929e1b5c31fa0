import { loadConfig } from '../apps/server/src/config/config.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { addSyntheticProducts } from '../apps/server/src/seed/synthetic/index.ts'

/**
 * `tsx bench/scale-generate.ts N` (DATABASE_URL or DATA_DIR in the environment): adds
 * generated clips until the catalogue holds N besides the five sample ones. Its own process,
 * so the memory it takes is not counted in the measured store's RSS.
 */
const products = Number(process.argv[2])
const env = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: process.env.DATA_DIR ?? '' }
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
