import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../../http-error.ts'
import { isAdmin } from '../../../services/admin/staff-role.ts'

export const forbidden = () =>
  new HttpError(403, 'This area is for the shop’s staff: your account has no admin role')

/**
 * onRequest hook of the whole admin plugin: 401 without a valid access token, 403 unless the
 * account's role in the database is admin. It runs before the body is parsed, so a customer
 * learns nothing about an admin route's input.
 */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply)
    const accountId = request.account?.id
    if (!accountId || !(await isAdmin(app.db, accountId))) throw forbidden()
  }
}

/** The signed-in admin's id; the guard has already made sure there is one. */
export function actorOf(request: FastifyRequest): string {
  const id = request.account?.id
  if (!id) throw forbidden()
  return id
}
