import type { Transaction } from '../../db/client.ts'

/** One back-office change, as the audit log records it (who is bound by the caller). */
export interface AuditChange {
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
}

/** Writes the change to the audit log in the same transaction as the change itself. */
export type AuditWriter = (tx: Transaction, change: AuditChange) => Promise<void>
