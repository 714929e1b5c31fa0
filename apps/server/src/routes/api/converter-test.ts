import {
  apiErrorSchema,
  CONVERSION_FAILED_MESSAGE,
  converterTestRequestSchema,
  converterTestResultSchema,
  FFMPEG_NOT_LOADED_MESSAGE,
  ffmpegStatusSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error.ts'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import { ConversionError } from '../../services/conversion/index.ts'
import { convertSample } from '../../services/downloads/convert-sample.ts'

export interface ConverterTestLimits {
  perAddress: number
  perMinute: number
}

const BUSY_MESSAGE = 'The converter test is busy. Please try again in a minute.'

/** SPEC §1's converter test: the sample clip converted on the server, for anyone, rate-limited. */
const converterTestRoutes: FastifyPluginAsyncZod<{
  limits: ConverterTestLimits
  mediaDir: string
}> = async (app, { limits, mediaDir }) => {
  // Each test costs seconds of CPU: a budget per address and one for the whole site.
  const everyone = requestBudget(app, {
    max: limits.perMinute,
    timeWindow: '1 minute',
    key: () => 'everyone',
    message: BUSY_MESSAGE,
  })

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
    async (request) => {
      if (!(await app.ffmpegStatus()).ok) throw new HttpError(503, FFMPEG_NOT_LOADED_MESSAGE)
      try {
        return await convertSample(app.downloads, mediaDir, request.body)
      } catch (error) {
        if (!(error instanceof ConversionError)) throw error
        request.log.warn({ err: error }, 'converter test failed')
        throw new HttpError(500, CONVERSION_FAILED_MESSAGE)
      }
    },
  )
}

export default converterTestRoutes
