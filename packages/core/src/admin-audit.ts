import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'
import { singleLineText } from './input-fields.ts'

/** GET /api/admin/audit: newest first, optionally one kind of entity ("order", "customer"). */
export const auditQuerySchema = z.object({
  ...adminPageQuery,
  entity: singleLineText().trim().min(1).max(60).optional(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

/** The audit log's actor for changes made from the command line (`npm run admin`), where no account acts. */
export const COMMAND_LINE_ACTOR_ID = '00000000-0000-0000-0000-000000000000'

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = adminPage(auditEntrySchema)
export type AuditPage = z.infer<typeof auditPageSchema>
