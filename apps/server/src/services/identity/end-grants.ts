import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { oidcModels } from '../../db/schema.ts'
import type { RevokedGrants } from './revoked-grants.ts'

/**
 * Ends grants for good: the Grant record and every code and refresh token issued under it
 * are deleted, and the grants are recorded as revoked so the API refuses their access
 * tokens (JWTs, stored nowhere) until those expire.
 */
export async function endGrants(
  db: Database,
  revoked: RevokedGrants,
  grantIds: string[],
): Promise<void> {
  if (grantIds.length === 0) return
  await db.transaction(async (tx) => {
    await tx
      .delete(oidcModels)
      .where(
        or(
          inArray(oidcModels.grantId, grantIds),
          and(eq(oidcModels.model, 'Grant'), inArray(oidcModels.id, grantIds)),
        ),
      )
    await revoked.record(grantIds, tx)
  })
}

/** Signs an account out everywhere: every session, grant and token it holds ends. */
export async function endAccountSignIns(
  db: Database,
  revoked: RevokedGrants,
  accountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(oidcModels)
      .where(sql`${oidcModels.payload}->>'accountId' = ${accountId}`)
      .returning({ model: oidcModels.model, id: oidcModels.id, grantId: oidcModels.grantId })
    const grantIds = rows.flatMap((row) =>
      row.model === 'Grant' ? [row.id] : row.grantId ? [row.grantId] : [],
    )
    await revoked.record(grantIds, tx)
  })
}
