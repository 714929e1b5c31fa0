import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client.ts'
import { oidcModels } from '../../src/db/schema.ts'
import { credentialKey } from '../../src/services/identity/oidc-adapter.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/services/identity/token-lifetimes.ts'

/**
 * Moves a spent refresh token's spend back past its grace, as if the grace had run out
 * (the adapter keeps a refresh token under its credential key).
 */
export async function outliveRefreshGrace(db: Database, refreshToken: string) {
  await db
    .update(oidcModels)
    .set({
      consumedAt: sql`${oidcModels.consumedAt} - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})`,
    })
    .where(
      and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, credentialKey(refreshToken))),
    )
}
