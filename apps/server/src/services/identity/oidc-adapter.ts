import { createHash } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, not, or, sql } from 'drizzle-orm'
import { type Adapter, type AdapterPayload, errors } from 'oidc-provider'
import type { Database } from '../../db/client.ts'
import { oidcModels } from '../../db/schema.ts'
import { endGrants } from './end-grants.ts'
import type { RevokedGrants } from './revoked-grants.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from './token-lifetimes.ts'

const live = or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`))

/**
 * Models whose id is itself the bearer credential the client holds. They are stored under a
 * hash of the id, without the id in the payload, so a copy of the database holds no
 * usable code or token; they are only ever looked up by that id.
 */
const CREDENTIALS = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'AccessToken',
  'ClientCredentials',
])

/** The key a credential is stored under: a hash of the value the client holds. */
export const credentialKey = (id: string) => createHash('sha256').update(id).digest('base64url')

const LABELS: Record<string, string> = {
  AuthorizationCode: 'authorization code',
  RefreshToken: 'refresh token',
}

/** Seconds a spent credential may still be spent again (token-lifetimes.ts); codes get none. */
const REUSE_GRACE: Record<string, number> = { RefreshToken: REFRESH_REUSE_GRACE_SECONDS }

/**
 * Whether a row counts as spent: spent at all, or spent longer ago than its model's grace.
 * The database's clock decides, the same one that stamped the spend.
 */
const spentFor = (model: string) => {
  const grace = REUSE_GRACE[model]
  return grace
    ? sql<boolean>`${oidcModels.consumedAt} <= now() - make_interval(secs => ${grace})`
    : isNotNull(oidcModels.consumedAt)
}

/**
 * oidc-provider's storage in the database (one table, keyed by model name and id), so
 * sessions, grants and refresh tokens outlive a restart and are shared by every instance.
 */
export function databaseAdapter(db: Database, revoked: RevokedGrants) {
  return class DatabaseAdapter implements Adapter {
    private readonly hashed: boolean

    constructor(private readonly model: string) {
      this.hashed = CREDENTIALS.has(model)
    }

    private key(id: string): string {
      return this.hashed ? credentialKey(id) : id
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const { jti, ...rest } = payload
      const row = {
        payload: this.hashed ? rest : payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insert(oidcModels)
        .values({ model: this.model, id: this.key(id), ...row })
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row })
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const payload = await this.findWhere(eq(oidcModels.id, this.key(id)))
      return payload && this.hashed ? { ...payload, jti: id } : payload
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.uid, uid))
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.userCode, userCode))
    }

    /**
     * Spends a code or refresh token: one conditional update. A code is spent once: the
     * provider checked `consumed` when it read the row, but concurrent requests all read it
     * unspent, and a caller that loses here is replaying it, so the grant ends as on any other
     * reuse. A refresh token may be spent again within its grace, counted from its first spend.
     */
    async consume(id: string): Promise<void> {
      const thisRow = and(eq(oidcModels.model, this.model), eq(oidcModels.id, this.key(id)))
      const [spent] = await db
        .update(oidcModels)
        .set({ consumedAt: sql`coalesce(${oidcModels.consumedAt}, now())` })
        .where(and(thisRow, or(isNull(oidcModels.consumedAt), not(spentFor(this.model)))))
        .returning({ model: oidcModels.model })
      if (spent) return
      const [replayed] = await db
        .select({ grantId: oidcModels.grantId })
        .from(oidcModels)
        .where(thisRow)
      if (replayed?.grantId) await endGrants(db, revoked, [replayed.grantId])
      throw new errors.InvalidGrant(`${LABELS[this.model] ?? this.model} already used`)
    }

    /** The provider destroys a Grant when its sign-in ends: sign-out, revocation, reuse. */
    async destroy(id: string): Promise<void> {
      if (this.model === 'Grant') return endGrants(db, revoked, [id])
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, this.key(id))))
    }

    /** A replayed code or a revoked grant ends every token issued under that grant. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId))
    }

    /** A row as the provider reads it: `consumed` once it is spent beyond its grace. */
    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({
          payload: oidcModels.payload,
          consumedAt: oidcModels.consumedAt,
          spent: spentFor(this.model),
        })
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), condition, live))
      if (!row) return undefined
      const payload = row.payload as AdapterPayload
      return row.consumedAt && row.spent
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload
    }
  }
}
