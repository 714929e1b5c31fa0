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
 * What showing and delivering kept mail needs: the database and the renderer. The mail_outbox
 * table is the only way mail leaves the store. Letters go in as data, in the caller's
 * transaction; they are rendered (by `render`) only when delivered or shown.
 */
export interface MailOutbox {
  db: Database
  render: RenderMail
}

/** Writes letters in `db`, which may be the caller's transaction; renders none of them. */
export async function addLetters(
  db: Database | Transaction,
  letters: readonly Letter[],
  status: 'kept' | 'pending',
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

/** The mail kept for the test mailbox, newest first; never mail meant for delivery. */
export async function keptMessages({ db, render }: MailOutbox, limit = 50): Promise<KeptMessage[]> {
  const rows = await db
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
      shown: await render(storedMail(row)).then(
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
export async function claimDue(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const due = db
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
  const rows = await db
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

export async function markSent(db: Database, message: ClaimedMessage): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(stillClaimed(message))
}

/** Records the error; the message is tried again after `retryInMs`, or never (undefined). */
export async function markFailed(
  db: Database,
  message: ClaimedMessage,
  error: string,
  retryInMs?: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === undefined
        ? { status: 'failed', lastError: error }
        : { status: 'pending', lastError: error, nextAttemptAt: inMs(retryInMs) },
    )
    .where(stillClaimed(message))
}

/** Only the latest claim may settle a message, never a sender whose lease ran out. */
const stillClaimed = (message: ClaimedMessage) =>
  and(
    eq(mailOutbox.id, message.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, message.attempt),
  )
