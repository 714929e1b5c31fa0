import type { AuditEntry, AuditQuery } from '@marquee/core'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema.ts'

export interface AuditRecord {
  /** The staff account making the change. */
  actorId: string
  /** What was done, as a verb phrase: 'order.refund', 'credits.grant'. */
  action: string
  /** The kind of thing changed: 'order', 'customer', 'product'. */
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

/**
 * Writes one audit row. Pass the transaction that makes the change itself, so the record
 * and the change commit or roll back together.
 */
export async function recordAudit(tx: Transaction | Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  })
}

/** Audit rows with the actor's email where the account exists, newest first. */
function auditRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
}

const entry = (row: Awaited<ReturnType<typeof auditRows>>[number]): AuditEntry => ({
  ...row,
  at: row.at.toISOString(),
})

/** One page of the audit log, newest first, with the actor's email where the account exists. */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined
  const [rows, [totals]] = await Promise.all([
    auditRows(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return { items: rows.map(entry), total: totals?.total ?? 0 }
}

/** Everything the back office did to one order or customer, newest first. */
export async function auditOf(
  db: Database,
  entity: string,
  entityId: string | number,
): Promise<AuditEntry[]> {
  const rows = await auditRows(
    db,
    and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))),
  ).limit(200)
  return rows.map(entry)
}
