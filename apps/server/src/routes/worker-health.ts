import type { FastifyPluginAsync } from 'fastify'
import { workerHealth } from '../services/health/worker-health.ts'

/**
 * `npm run worker`'s GET /healthz (WORKER_HEALTH_PORT): 200 with what it runs while its
 * queue's database answers, 503 with the same facts when it does not.
 */
const workerHealthRoutes: FastifyPluginAsync = async (worker) => {
  worker.get('/healthz', async (request, reply) => {
    const health = await workerHealth(worker.downloads.boss, worker.workerActivity)
    if (!health.ok) request.log.warn('worker health: the queue database is not answering')
    return reply.status(health.ok ? 200 : 503).send(health)
  })
}

export default workerHealthRoutes
