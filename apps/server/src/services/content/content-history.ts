import type { ContentVersion } from '@marquee/core'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema.ts'

interface StoredVersion {
  title: string
  body: string
  published: boolean
}

const isVersion = (value: unknown): value is StoredVersion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredVersion).title === 'string' &&
  typeof (value as StoredVersion).body === 'string' &&
  typeof (value as StoredVersion).published === 'boolean'

/** Enough to undo any day's work; older versions stay in the audit log itself. */
const HISTORY_LIMIT = 100

const pick = ({ title, body, published }: StoredVersion) => ({ title, body, published })

/**
 * A page's versions read back from the audit log, newest first: what each save wrote, then
 * the text the oldest save replaced (the seeded words). Restoring one is saving it again.
 */
export async function contentHistory(
  db: Database,
  entity: string,
  entityId: string,
): Promise<ContentVersion[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT)
  const versions: ContentVersion[] = []
  for (const row of rows) {
    if (!isVersion(row.after)) continue
    versions.push({
      auditId: row.id,
      kind: 'saved',
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      ...pick(row.after),
    })
  }
  const oldest = rows.at(-1)
  // The seeded words are known only when the oldest save is among the rows read.
  if (oldest && rows.length < HISTORY_LIMIT && isVersion(oldest.before)) {
    versions.push({
      auditId: oldest.id,
      kind: 'original',
      at: oldest.at.toISOString(),
      actorEmail: null,
      ...pick(oldest.before),
    })
  }
  return versions
}
