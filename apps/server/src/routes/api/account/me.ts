import { apiErrorSchema, meSchema, updateMeSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { profile, updateProfile } from '../../../services/accounts/accounts.ts'

/** The signed-in customer: who they are, their plan and credits, their sign size. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema }

  app.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => profile(app.db, customerOf(request).id),
  )

  app.patch(
    '/me',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: updateMeSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = customerOf(request)
      await updateProfile(app.db, id, request.body)
      return profile(app.db, id)
    },
  )
}

export default meRoutes
