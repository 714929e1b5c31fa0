import { apiErrorSchema, meSchema, updateMeSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../plugins/services/identity.ts'

/** The signed-in customer: who they are, their plan and credits, their sign size. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema }

  async function profileOf(accountId: string | undefined) {
    const profile = accountId ? await app.users.profile(accountId) : undefined
    if (!profile) throw unauthorized()
    return profile
  }

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => profileOf(request.account?.id),
  )

  app.patch(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: updateMeSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const accountId = request.account?.id
      if (accountId) await app.users.updateProfile(accountId, request.body)
      return profileOf(accountId)
    },
  )
}

export default meRoutes
