import { apiErrorSchema, signInputSchema, signPatchSchema, signSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { addSign, changeSign, deleteSign } from '../../../services/accounts/signs.ts'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}
const tags = ['account']
const security = [{ bearer: [] }]
const params = z.object({ id: z.uuid() })

/** The customer's signs (issue 27): add, change and delete them; GET /api/me lists them. */
const signRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/signs',
    { schema: { tags, security, body: signInputSchema, response: { 201: signSchema, ...errors } } },
    async (request, reply) => {
      const sign = await addSign(app.db, customerOf(request).id, request.body)
      return reply.status(201).send(sign)
    },
  )

  app.patch(
    '/me/signs/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: signPatchSchema,
        response: { 200: signSchema, ...errors },
      },
    },
    async (request) => changeSign(app.db, customerOf(request).id, request.params.id, request.body),
  )

  app.delete(
    '/me/signs/:id',
    { schema: { tags, security, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSign(app.db, customerOf(request).id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}

export default signRoutes
