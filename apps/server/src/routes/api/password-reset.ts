import {
  apiErrorSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_LINK_SENT_MESSAGE,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  completePasswordReset,
  requestPasswordReset,
} from '../../services/identity/password-reset.ts'

const done = z.object({ message: z.string() })

/** Forgotten passwords: a link by email, then a new password; neither step tells who exists. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = { rateLimit: { max: 5, timeWindow: '1 minute' } }

  app.post(
    '/password-reset',
    {
      config: perMinute,
      schema: {
        tags: ['account'],
        body: passwordResetRequestSchema,
        response: { 202: done, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.passwordResets, request.body.email)
      return reply.status(202).send({ message: RESET_LINK_SENT_MESSAGE })
    },
  )

  app.post(
    '/password-reset/complete',
    {
      config: perMinute,
      schema: {
        tags: ['account'],
        body: passwordResetSchema,
        response: { 200: done, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body
      await completePasswordReset(app.passwordResets, token, password)
      return { message: 'Your password has been changed. You can sign in with it now.' }
    },
  )
}

export default passwordResetRoutes
