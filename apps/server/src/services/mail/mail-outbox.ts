import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'
import type { Mail } from './mail.ts'

/** A message as the test mailbox shows it. */
export interface KeptMessage extends Mail {
  id: number
  createdAt: Date
}

/** A message a delivery loop has claimed: its `attempt` is the claim's proof of ownership. */
export interface ClaimedMessage extends Mail {
  id: number
  attempt: number
}

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

const toMail = (row: typeof mailOutbox.$inferSelect): Mail => ({
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
})

/** The mail_outbox table: the only way mail leaves the store. */
export class MailOutbox {
  constructor(private readonly db: Database) {}

  /** Writes one message in `db`, which may be the caller's transaction. */
  async add(mail: Mail, status: 'kept' | 'pending', db: Database | Transaction = this.db) {
    await db.insert(mailOutbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      status,
    })
  }

  /** The mail kept for the test mailbox, newest first; never mail meant for delivery. */
  async kept(limit = 50): Promise<KeptMessage[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'kept'))
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
    return rows.map((row) => ({ ...toMail(row), id: row.id, createdAt: row.createdAt }))
  }

  /**
   * Claims up to `limit` messages that are due: pending ones, and ones whose sender's lease
   * ran out (it died mid-send). SKIP LOCKED lets several instances claim at once without
   * waiting on each other or taking the same row; the lease keeps a claimed row from being
   * claimed again while it is being sent.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['pending', 'sending']),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    const rows = await this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: inMs(leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
    return rows.map((row) => ({ ...toMail(row), id: row.id, attempt: row.attempts }))
  }

  async markSent(message: ClaimedMessage): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(this.stillClaimed(message))
  }

  /** Records the error; the message is tried again after `retryInMs`, or never (undefined). */
  async markFailed(message: ClaimedMessage, error: string, retryInMs?: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(
        retryInMs === undefined
          ? { status: 'failed', lastError: error }
          : { status: 'pending', lastError: error, nextAttemptAt: inMs(retryInMs) },
      )
      .where(this.stillClaimed(message))
  }

  /** Only the latest claim may settle a message, never a sender whose lease ran out. */
  private stillClaimed(message: ClaimedMessage) {
    return and(
      eq(mailOutbox.id, message.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, message.attempt),
    )
  }
}
