import { gt, lt, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { revokedGrants } from '../../db/schema.ts'
import { ACCESS_TOKEN_SECONDS, CLOCK_TOLERANCE_SECONDS } from './token-lifetimes.ts'

/** Raised for each recorded revocation by a trigger on revoked_grants (migration 0007). */
export const GRANT_REVOKED_CHANNEL = 'marquee_grant_revoked'

/** A grant is remembered while any access token issued under it can still be accepted. */
export const REMEMBER_SECONDS = ACCESS_TOKEN_SECONDS + CLOCK_TOLERANCE_SECONDS + 60

/**
 * Grants that ended recently, in memory so the API checks a bearer token without a database
 * round trip. This instance's revocations are added as they are recorded, other instances'
 * arrive by NOTIFY, and the table fills the set at start and after a missed notification.
 */
export class RevokedGrants {
  /** Grant id -> when it can be forgotten (ms since the epoch). */
  private readonly revoked = new Map<string, number>()

  constructor(private readonly db: Database) {}

  has(grantId: string): boolean {
    const until = this.revoked.get(grantId)
    return until !== undefined && until > Date.now()
  }

  /** Writes the revocations, inside the caller's transaction when it deletes the grants. */
  async record(grantIds: string[], db: Database | Transaction = this.db): Promise<void> {
    const ids = [...new Set(grantIds)]
    if (ids.length === 0) return
    await db
      .insert(revokedGrants)
      .values(ids.map((grantId) => ({ grantId })))
      .onConflictDoUpdate({ target: revokedGrants.grantId, set: { revokedAt: sql`now()` } })
    for (const id of ids) this.remember(id)
  }

  /** A revocation announced by another instance (or by this one). */
  remember(grantId: string, revokedAt = Date.now()): void {
    const until = revokedAt + REMEMBER_SECONDS * 1000
    if (until > (this.revoked.get(grantId) ?? 0)) this.revoked.set(grantId, until)
  }

  /** Reads every revocation still worth remembering. */
  async load(): Promise<void> {
    const rows = await this.db
      .select()
      .from(revokedGrants)
      .where(gt(revokedGrants.revokedAt, sql`now() - make_interval(secs => ${REMEMBER_SECONDS})`))
    for (const row of rows) this.remember(row.grantId, row.revokedAt.getTime())
  }

  /** Forgets revocations no token can outlive, here and in the table. */
  async sweep(): Promise<void> {
    const now = Date.now()
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id)
    await this.db
      .delete(revokedGrants)
      .where(lt(revokedGrants.revokedAt, sql`now() - make_interval(secs => ${REMEMBER_SECONDS})`))
  }
}
