import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passwordResets } from '../../db/schema.ts'
import type { UserRepository } from '../accounts/user-repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { endAccountSignIns } from './end-grants.ts'
import { hashResetToken, issueResetLink } from './reset-links.ts'
import type { RevokedGrants } from './revoked-grants.ts'

const LINK_LIFETIME_MINUTES = 30

/** Password reset by emailed link: single use, 30 minutes, only the token's hash is stored. */
export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly revokedGrants: RevokedGrants,
    private readonly publicUrl: string,
  ) {}

  /** Mails a link when the email has an account; says nothing either way. */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email)
    if (!user) return
    const link = await issueResetLink(this.db, user.id, this.publicUrl, LINK_LIFETIME_MINUTES)
    await this.mailer.send([
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
   * Sets the new password if the token is live, and spends it; false otherwise. Every
   * session and token of the account ends: whoever knew the old password is signed out.
   */
  async complete(token: string, password: string): Promise<boolean> {
    const [reset] = await this.db
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
    if (!reset) return false
    await this.users.setPassword(reset.userId, password)
    await endAccountSignIns(this.db, this.revokedGrants, reset.userId)
    return true
  }
}
