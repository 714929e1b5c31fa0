import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { prepareDatabase } from './db/prepare.ts'

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database = await prepareDatabase(config)
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

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
