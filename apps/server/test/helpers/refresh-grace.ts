import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client.ts'
import { oidcModels } from '../../src/db/schema.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/services/identity/token-lifetimes.ts'

/**
 * Moves a spent refresh token's spend back past its grace, as if the grace had run out
 * (the adapter keeps refresh tokens under a hash of their value).
 */
export async function outliveRefreshGrace(db: Database, refreshToken: string) {
  const id = createHash('sha256').update(refreshToken).digest('base64url')
  await db
    .update(oidcModels)
    .set({
      consumedAt: sql`${oidcModels.consumedAt} - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})`,
    })
    .where(and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, id)))
}
