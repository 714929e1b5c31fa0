import type { AdminCustomRequest, CustomRequestMove, CustomRequestStatus } from '@marquee/core'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { customVideoRequests } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { AuditWriter } from '../catalog/audit-writer.ts'

type RequestRow = typeof customVideoRequests.$inferSelect

const requestView = (row: RequestRow): AdminCustomRequest => ({
  id: row.id,
  reference: `R-${row.id}`,
  name: row.name,
  email: row.email,
  signedIn: row.userId !== null,
  signWidth: row.signWidth,
  signHeight: row.signHeight,
  message: row.message,
  imagery: row.imagery,
  deadline: row.deadline,
  files: row.files,
  status: row.status,
  receivedAt: row.receivedAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
})

/** One page of the requests, newest first, optionally only those in one status. */
export async function listCustomRequests(
  db: Database,
  query: { page: number; pageSize: number; status?: CustomRequestStatus | undefined },
) {
  const where = query.status ? eq(customVideoRequests.status, query.status) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(customVideoRequests)
      .where(where)
      .orderBy(desc(customVideoRequests.receivedAt), desc(customVideoRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(customVideoRequests).where(where),
  ])
  return { items: rows.map(requestView), total: totals?.n ?? 0 }
}

/** The row, locked until the transaction ends, so two admins' changes queue up. */
async function lockedRequest(tx: Transaction, id: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(customVideoRequests)
    .where(eq(customVideoRequests.id, id))
    .for('update')
  if (!row) throw notFound(`id: no custom request ${id}`)
  return row
}

const stateOf = (row: RequestRow) => ({
  status: row.status,
  readAt: row.readAt?.toISOString() ?? null,
})

/**
 * Marks a request read (it then no longer counts against the unread inbox's cap). Reading it
 * again changes nothing and writes no second audit entry.
 */
export function markCustomRequestRead(db: Database, audit: AuditWriter, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockedRequest(tx, id)
    if (before.readAt) return requestView(before)
    const [after] = await tx
      .update(customVideoRequests)
      .set({ readAt: sql`now()` })
      .where(eq(customVideoRequests.id, id))
      .returning()
    if (!after) throw new Error('the request was not updated')
    await audit(tx, {
      action: 'read',
      entity: 'custom-request',
      entityId: String(id),
      before: stateOf(before),
      after: stateOf(after),
    })
    return requestView(after)
  })
}

/** Moves a request on (it is read by then, so it is marked read too); audited when it changes. */
export function moveCustomRequest(
  db: Database,
  audit: AuditWriter,
  id: number,
  move: CustomRequestMove,
) {
  return db.transaction(async (tx) => {
    const before = await lockedRequest(tx, id)
    if (before.status === move.status && before.readAt) return requestView(before)
    const [after] = await tx
      .update(customVideoRequests)
      .set({
        status: move.status,
        readAt: sql`coalesce(${customVideoRequests.readAt}, now())`,
      })
      .where(eq(customVideoRequests.id, id))
      .returning()
    if (!after) throw new Error('the request was not updated')
    await audit(tx, {
      action: 'status',
      entity: 'custom-request',
      entityId: String(id),
      before: stateOf(before),
      after: stateOf(after),
    })
    return requestView(after)
  })
}
