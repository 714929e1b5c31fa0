import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Sign-ins (oidc-provider grants) that ended: sign-out, revocation, a reused refresh token, a
 * password reset. Their JWT access tokens stay valid by signature until they expire, so the API
 * refuses them by grant id. Rows are needed only while such a token can live; a trigger tells
 * every instance of each new row (migration 0007).
 */
export const revokedGrants = pgTable(
  'revoked_grants',
  {
    grantId: text('grant_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('revoked_grants_revoked_at_idx').on(table.revokedAt)],
)
