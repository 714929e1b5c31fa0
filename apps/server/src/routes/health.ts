import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ping } from '../db/client.ts'

const status = z.object({ status: z.string() })

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({
    status: 'ok',
  }))
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: status, 503: status } } },
    async (request, reply) => {
      try {
        await ping(app.db)
        return { status: 'ready' }
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering')
        return reply.status(503).send({ status: 'database unavailable' })
      }
    },
  )
}

export default healthRoutes
