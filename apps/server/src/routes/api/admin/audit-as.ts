import type { FastifyRequest } from 'fastify'
import { recordAudit } from '../../../services/admin/audit-log.ts'
import type { AuditWriter } from '../../../services/catalog/audit-writer.ts'
import { actorOf } from './admin-guard.ts'

/** The audit writer of this request's admin; actions read 'product.publish', 'coupon.update'. */
export function auditAs(request: FastifyRequest): AuditWriter {
  const actorId = actorOf(request)
  return (tx, change) =>
    recordAudit(tx, { ...change, actorId, action: `${change.entity}.${change.action}` })
}
