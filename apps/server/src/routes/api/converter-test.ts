import {
  apiErrorSchema,
  converterTestRequestSchema,
  converterTestResultSchema,
  FFMPEG_NOT_LOADED_MESSAGE,
  ffmpegStatusSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error.ts'
import { convertSample } from '../../services/downloads/convert-sample.ts'

/** SPEC §1's converter test: the sample clip converted on the server, for anyone, rate-limited. */
const converterTestRoutes: FastifyPluginAsyncZod<{ perMinute: number; mediaDir: string }> = async (
  app,
  { perMinute, mediaDir },
) => {
  app.get(
    '/converter-test',
    { schema: { tags: ['downloads'], response: { 200: ffmpegStatusSchema } } },
    () => app.ffmpegStatus(),
  )

  app.post(
    '/converter-test',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['downloads'],
        body: converterTestRequestSchema,
        response: {
          200: converterTestResultSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!(await app.ffmpegStatus()).ok) throw new HttpError(503, FFMPEG_NOT_LOADED_MESSAGE)
      return convertSample(app.downloads, mediaDir, request.body)
    },
  )
}

export default converterTestRoutes
