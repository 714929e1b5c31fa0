import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { passwordResets } from '../../db/schema.ts'

export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url')

export interface ResetLink {
  url: string
  expiresAt: Date
}

/**
 * A single-use link to choose the account's password at /pages/reset-password. Only the
 * token's hash is stored, so the link exists nowhere but where it is sent or printed.
 */
export async function issueResetLink(
  db: Database | Transaction,
  userId: string,
  publicUrl: string,
  minutes: number,
): Promise<ResetLink> {
  const token = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(passwordResets)
    .values({
      tokenHash: hashResetToken(token),
      userId,
      expiresAt: sql`now() + make_interval(mins => ${minutes})`,
    })
    .returning({ expiresAt: passwordResets.expiresAt })
  if (!row) throw new Error('the reset link was not stored')
  return { url: `${publicUrl}/pages/reset-password?token=${token}`, expiresAt: row.expiresAt }
}
