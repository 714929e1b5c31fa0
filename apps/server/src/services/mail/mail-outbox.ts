import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'
import type { Letter } from './letters.ts'
import type { Mail } from './mail.ts'
import type { RenderMail, StoredMail } from './mail-render.ts'

/** A message as the test mailbox shows it: rendered, or why it could not be. */
export interface KeptMessage {
  id: number
  createdAt: Date
  to: string
  subject: string
  shown: { mail: Mail } | { error: string }
}

/** A message a delivery loop has claimed: its `attempt` is the claim's proof of ownership. */
export interface ClaimedMessage {
  id: number
  attempt: number
  stored: StoredMail
}

type Row = typeof mailOutbox.$inferSelect

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

/** A row as the mail it stores: its letter, or the text and HTML of a row from before 0027. */
export const storedMail = (row: Row): StoredMail =>
  row.letter !== null
    ? (row.letter as Letter)
    : {
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody ?? '',
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
      }

/**
 * The mail_outbox table: the only way mail leaves the store. Letters go in as data, in the
 * caller's transaction; they are rendered (by `render`) only when delivered or shown.
 */
export class MailOutbox {
  constructor(
    private readonly db: Database,
    private readonly render: RenderMail,
  ) {}

  /** Writes letters in `db`, which may be the caller's transaction; renders none of them. */
  async add(
    letters: readonly Letter[],
    status: 'kept' | 'pending',
    db: Database | Transaction = this.db,
  ) {
    if (letters.length === 0) return
    await db.insert(mailOutbox).values(
      letters.map((letter) => ({
        toAddress: letter.to,
        subject: letter.subject,
        letter,
        status,
      })),
    )
  }

  /** The mail a claimed message sends, rendered now; throws when its letter cannot be. */
  read(message: ClaimedMessage): Promise<Mail> {
    return this.render(message.stored)
  }

  /** The mail kept for the test mailbox, newest first; never mail meant for delivery. */
  async kept(limit = 50): Promise<KeptMessage[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'kept'))
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        createdAt: row.createdAt,
        to: row.toAddress,
        subject: row.subject,
        shown: await this.render(storedMail(row)).then(
          (mail) => ({ mail }),
          (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
        ),
      })),
    )
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
    return rows.map((row) => ({ id: row.id, attempt: row.attempts, stored: storedMail(row) }))
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
