import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkReadiness } from '../services/health/check-readiness.ts'

const status = z.object({
  status: z.string(),
  ffmpeg: z.object({ ok: z.boolean(), version: z.string().nullable() }).optional(),
})

/**
 * Liveness (the process answers) and readiness (the database answers, and the process is not
 * stopping). Readiness also says whether ffmpeg runs; without it the store still sells and
 * serves cached files, so it stays ready.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({
    status: 'ok',
  }))
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: status, 503: status } } },
    async (request, reply) => {
      if (app.readiness.draining) return reply.status(503).send({ status: 'draining' })
      const readiness = await checkReadiness(app.db, app.ffmpegStatus)
      if (readiness.ready) return { status: 'ready', ffmpeg: readiness.ffmpeg }
      request.log.warn({ err: readiness.error }, 'database is not answering')
      return reply.status(503).send({ status: 'database unavailable' })
    },
  )
}

export default healthRoutes
