import {
  apiErrorSchema,
  staffEmailParamsSchema,
  staffInviteResultSchema,
  staffInviteSchema,
  staffMemberSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  inviteStaff,
  revokeStaffMember,
  staffMembers,
} from '../../../services/admin/staff-invites.ts'
import { actorOf, ownerOnly } from './admin-guard.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }

/** The shop's staff under /api/admin/staff: everyone may see who they are; the owner manages them. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    { schema: { tags, security, response: { 200: z.array(staffMemberSchema) } } },
    () => staffMembers(app.db),
  )

  app.post(
    '/staff',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Gives an account a back-office role, mailing a link to set its password',
        body: staffInviteSchema,
        response: { 200: staffInviteResultSchema, ...refusals },
      },
    },
    (request) => inviteStaff(app.backOffice, actorOf(request), request.body),
  )

  app.delete(
    '/staff/:email',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: staffEmailParamsSchema,
        response: {
          200: z.object({
            outcome: z.enum(['revoked', 'not-staff']),
            staff: z.array(staffMemberSchema),
          }),
          ...refusals,
        },
      },
    },
    (request) => revokeStaffMember(app.backOffice, actorOf(request), request.params.email),
  )
}

export default staffRoutes
