/**
 * Fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with generated clips:
 *   npm run seed:synthetic -- --products 10000 [--seed 7]
 * Migrates and seeds the sample catalogue first, like a normal start.
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../src/config/config.ts'
import { prepareDatabase, seedKindFor } from '../src/seed/prepare-database.ts'
import { addSyntheticProducts } from '../src/seed/synthetic/index.ts'

const usage = 'usage: seed-synthetic --products <count> [--seed <number>]'

function readOptions() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, seed: { type: 'string', default: '1' } },
  })
  const count = Number(values.products)
  const seed = Number(values.seed)
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !Number.isInteger(seed)) {
    throw new ConfigError(usage)
  }
  return { count, seed }
}

async function main() {
  const options = readOptions()
  const config = loadConfig()
  if (seedKindFor(config) === 'shop') {
    throw new ConfigError(
      'NODE_ENV: seed:synthetic adds generated clips with made-up reviews, for a demo or a benchmark; never with NODE_ENV=production',
    )
  }
  const database = await prepareDatabase(config)
  try {
    const started = performance.now()
    const ids = await addSyntheticProducts(database.db, options)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const where = config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR
    console.log(`Added ${ids.length} synthetic products to ${where} in ${seconds} s`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
