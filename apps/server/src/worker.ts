import { existsSync } from 'node:fs'
import { ConfigError, loadConfig } from './config/config.ts'
import { prepareDatabase } from './db/prepare.ts'
import { buildWorker } from './worker-app.ts'

/** `npm run worker`: conversions on this machine for a store whose database is DATABASE_URL. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL: `npm run worker` needs the PostgreSQL database the store uses; with the embedded database the server converts in its own process',
    )
  }
  const database = await prepareDatabase(config)
  const worker = await buildWorker({ config, database })
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    worker.log.info({ signal }, 'worker shutting down')
    await worker.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Marquee worker could not start: ${error}`,
  )
  process.exit(1)
})
