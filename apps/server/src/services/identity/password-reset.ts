import { RESET_LINK_INVALID_MESSAGE } from '@marquee/core'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passwordResets } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { findAccountByEmail, setPassword } from '../accounts/accounts.ts'
import type { Mailer } from '../mail/mailer.ts'
import { endAccountSignIns } from './end-grants.ts'
import { hashResetToken, issueResetLink } from './reset-links.ts'
import type { RevokedGrants } from './revoked-grants.ts'

/** Password reset by emailed link: single use, 30 minutes, only the token's hash is stored. */
const LINK_LIFETIME_MINUTES = 30

/** What a password reset needs; built once by plugins/services/accounts.ts as `app.passwordResets`. */
export interface PasswordResetContext {
  db: Database
  mailer: Mailer
  revokedGrants: RevokedGrants
  publicUrl: string
}

/** Mails a link when the email has an account; says nothing either way. */
export async function requestPasswordReset(
  context: PasswordResetContext,
  email: string,
): Promise<void> {
  const { db, publicUrl } = context
  const user = await findAccountByEmail(db, email)
  if (!user) return
  const link = await issueResetLink(db, user.id, publicUrl, LINK_LIFETIME_MINUTES)
  await context.mailer.send([
    {
      to: user.email,
      subject: 'Choose a new Marquee password',
      template: 'password-reset',
      name: user.name,
      link: link.url,
      minutes: LINK_LIFETIME_MINUTES,
    },
  ])
}

/**
 * Sets the new password if the token is live, and spends it; 400 otherwise. Every session
 * and token of the account ends: whoever knew the old password is signed out.
 */
export async function completePasswordReset(
  context: PasswordResetContext,
  token: string,
  password: string,
): Promise<void> {
  const { db } = context
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId })
  if (!reset) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE)
  await setPassword(context.db, reset.userId, password)
  await endAccountSignIns(db, context.revokedGrants, reset.userId)
}
