import { existsSync } from 'node:fs'
import { ConfigError, loadConfig } from './config/config.ts'
import { assertNodeRuntime } from './config/node-runtime.ts'
import { prepareDatabase } from './seed/prepare-database.ts'
import { stopOnSignals } from './stop-on-signals.ts'
import { buildWorker } from './worker-app.ts'

/** `npm run worker`: conversions on this machine for a store whose database is DATABASE_URL. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  assertNodeRuntime()
  const config = loadConfig()
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL: `npm run worker` needs the PostgreSQL database the store uses; with the embedded database the server converts in its own process',
    )
  }
  const database = await prepareDatabase(config)
  const worker = await buildWorker({ config, database })
  // Closing takes no more jobs and cuts running conversions short: their jobs go back to
  // the queue once their ffmpeg has ended.
  stopOnSignals(
    worker.log,
    async () => {
      await worker.close()
      await database.close()
    },
    config.SHUTDOWN_TIMEOUT_MS,
  )
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Marquee worker could not start: ${error}`,
  )
  process.exit(1)
})
