import { OWNER_ONLY_MESSAGE, type StaffRole } from '@marquee/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../../http-error.ts'
import { staffRoleOf } from '../../../services/admin/staff-role.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refunds, paid-order cancels, catalogue and prices, plans, coupons, staff: the owner's. */
    ownerOnly?: boolean
  }
  interface FastifyRequest {
    /** The back-office role the guard read from the database for this request. */
    staffRole?: StaffRole
  }
}

export const forbidden = () =>
  new HttpError(403, 'This area is for the shop’s staff: your account has no admin role')

/** A route's config that keeps it to the owner: spread into the route's options. */
export const ownerOnly = { config: { ownerOnly: true } } as const

/**
 * onRequest hook of the whole admin plugin: 401 without a valid access token, 403 unless the
 * account's role in the database is staff or owner, and 403 for staff on a route marked
 * ownerOnly. It runs before the body is parsed, so a customer learns nothing about an admin
 * route's input.
 */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply)
    const accountId = request.account?.id
    const role = accountId ? await staffRoleOf(app.db, accountId) : null
    if (!role) throw forbidden()
    if (request.routeOptions.config.ownerOnly && role !== 'owner') {
      throw new HttpError(403, OWNER_ONLY_MESSAGE)
    }
    request.staffRole = role
  }
}

/** True when the request comes from the shop's owner (read by the guard). */
export const byOwner = (request: FastifyRequest) => request.staffRole === 'owner'

/** The signed-in admin's id; the guard has already made sure there is one. */
export function actorOf(request: FastifyRequest): string {
  const id = request.account?.id
  if (!id) throw forbidden()
  return id
}
