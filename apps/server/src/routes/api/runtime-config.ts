import { runtimeConfigSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/config.ts'

const runtimeConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/config',
    { schema: { tags: ['store'], response: { 200: runtimeConfigSchema } } },
    async () => ({
      testMode: true,
      customAdUrl: config.CUSTOM_AD_URL,
      bookACallUrl: config.BOOK_A_CALL_URL,
    }),
  )
}

export default runtimeConfigRoutes
