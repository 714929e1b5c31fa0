import { lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { oidcModels } from '../../db/schema.ts'

/** Drops expired rows; the provider already ignores them, this only keeps the table small. */
export async function deleteExpiredOidcModels(db: Database): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, sql`now()`))
}
