import {
  apiErrorSchema,
  CONVERSION_FAILED_MESSAGE,
  CONVERTER_TEST_BUSY_MESSAGE,
  converterTestRequestSchema,
  converterTestResultSchema,
  FFMPEG_NOT_LOADED_MESSAGE,
  ffmpegStatusSchema,
} from '@marquee/core'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error.ts'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import { BoundedPool, PoolBusyError } from '../../services/conversion/bounded-pool.ts'
import { ConversionError } from '../../services/conversion/index.ts'
import { convertSample } from '../../services/downloads/convert-sample.ts'

export interface ConverterTestLimits {
  perAddress: number
  perMinute: number
  /** Tests under way at once from this instance, and how many may wait for a place. */
  concurrency: number
  queue: number
}

/** Aborts when the visitor goes away before the answer, so their ffmpeg stops with them. */
function visitorGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort()
  })
  return gone.signal
}

/**
 * docs/requirements.md §1's converter test: the sample clip converted on the server, for anyone: rate-limited,
 * capped in size (the request schema) and length, and a few at a time (decision 014).
 */
const converterTestRoutes: FastifyPluginAsyncZod<{
  limits: ConverterTestLimits
}> = async (app, { limits }) => {
  // Each test costs seconds of CPU: a budget per address and one for the whole site.
  const everyone = requestBudget(app, {
    name: 'converter test',
    max: limits.perMinute,
    timeWindow: '1 minute',
    key: () => 'everyone',
    message: CONVERTER_TEST_BUSY_MESSAGE,
  })
  const pool = new BoundedPool(limits.concurrency, limits.queue)

  app.get(
    '/converter-test',
    { schema: { tags: ['downloads'], response: { 200: ffmpegStatusSchema } } },
    () => app.ffmpegStatus(),
  )

  app.post(
    '/converter-test',
    {
      config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } },
      preHandler: everyone,
      schema: {
        tags: ['downloads'],
        body: converterTestRequestSchema,
        response: {
          200: converterTestResultSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await app.ffmpegStatus()).ok) throw new HttpError(503, FFMPEG_NOT_LOADED_MESSAGE)
      const signal = visitorGone(reply)
      try {
        return await convertSample(app.downloads, app.sampleNews, request.body, { pool, signal })
      } catch (error) {
        // Turned away, or the visitor left (then nobody reads this answer).
        if (error instanceof PoolBusyError || signal.aborted) {
          reply.header('retry-after', 60)
          throw new HttpError(429, CONVERTER_TEST_BUSY_MESSAGE)
        }
        if (!(error instanceof ConversionError)) throw error
        request.log.warn({ err: error }, 'converter test failed')
        throw new HttpError(500, CONVERSION_FAILED_MESSAGE)
      }
    },
  )
}

export default converterTestRoutes
