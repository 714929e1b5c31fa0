import Fastify, { type FastifyLoggerOptions } from 'fastify'
import type { Config } from './config/config.ts'
import { defaultWorkerConcurrency } from './config/downloads-settings.ts'
import type { DatabaseHandle } from './db/client.ts'
import database from './plugins/infra/database.ts'
import storage from './plugins/infra/storage.ts'
import downloads from './plugins/services/downloads.ts'
import mail from './plugins/services/mail.ts'
import workerHealthRoutes from './routes/worker-health.ts'

/**
 * The conversion workers alone: the same configuration, database, mail and storage as the
 * server, so jobs queued by any instance are done here. Its only HTTP route is GET /healthz
 * on 127.0.0.1, when WORKER_HEALTH_PORT asks for it.
 */
export async function buildWorker(
  { config, database: handle }: { config: Config; database: DatabaseHandle },
  logger?: FastifyLoggerOptions,
) {
  const worker = Fastify({ logger: { level: config.LOG_LEVEL, ...logger } })
  const concurrency = config.WORKER_CONCURRENCY || defaultWorkerConcurrency()
  await worker.register(database, { handle })
  await worker.register(storage, { config })
  await worker.register(mail, { config })
  await worker.register(downloads, { config: { ...config, WORKER_CONCURRENCY: concurrency } })
  const healthPort = config.WORKER_HEALTH_PORT
  if (healthPort !== undefined) await worker.register(workerHealthRoutes)
  await worker.ready()
  if (healthPort !== undefined) await worker.listen({ host: '127.0.0.1', port: healthPort })
  worker.log.info({ concurrency }, 'conversion worker is running')
  return worker
}
