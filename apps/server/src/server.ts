import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { assertNodeRuntime } from './config/node-runtime.ts'
import { prepareDatabase } from './seed/prepare-database.ts'
import { stopOnSignals } from './stop-on-signals.ts'

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  assertNodeRuntime()
  const config = loadConfig()
  const database = await prepareDatabase(config)
  const app = await buildApp({ config, database })

  // /readyz answers 503 at once; for DRAIN_NOTICE_MS the store still serves, so a balancer
  // polling it stops sending requests first. Closing then stops listening, ends progress
  // streams and conversions (their jobs go back to the queue), and waits for the requests in
  // flight.
  stopOnSignals(
    app.log,
    async () => {
      app.readiness.startDraining()
      await sleep(config.DRAIN_NOTICE_MS)
      await app.close()
      await database.close()
    },
    config.SHUTDOWN_TIMEOUT_MS,
  )

  const address = await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info({ address, publicUrl: config.PUBLIC_URL }, 'Marquee is serving')
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Marquee could not start:', error)
  }
  process.exit(1)
})
