import { and, eq, inArray, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { oidcModels } from '../../db/schema.ts'

/**
 * Ends grants for good: the Grant record and every code, refresh token and access token
 * issued under it, so nothing of the sign-in it stood for can be redeemed again.
 */
export async function endGrants(db: Database, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return
  await db
    .delete(oidcModels)
    .where(
      or(
        inArray(oidcModels.grantId, grantIds),
        and(eq(oidcModels.model, 'Grant'), inArray(oidcModels.id, grantIds)),
      ),
    )
}
