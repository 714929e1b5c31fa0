import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Facts about this database itself, such as which one-time seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Messages sent from the contact page, for the shop to answer. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  // Set when the shop has read it; unread messages count against CONTACT_MAX_UNREAD.
  readAt: timestamp('read_at', { withTimezone: true }),
})

/**
 * Every message the store sends, written in the sender's own statement or transaction as its
 * letter (services/mail/letters.ts: the template's name and data), rendered only when it is
 * delivered or shown, never inside that transaction. Rows written before migration 0027 hold
 * the rendered text and HTML instead, and are sent and shown as they are.
 * 'kept' messages were never meant for delivery (no mail server; /dev/mailbox shows them);
 * 'pending' ones are claimed by a delivery loop ('sending' until next_attempt_at, its lease),
 * then 'sent', or 'failed' after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    letter: jsonb('letter'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['kept', 'pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    check(
      'mail_outbox_status_check',
      sql`${table.status} in ('kept', 'pending', 'sending', 'sent', 'failed')`,
    ),
    check(
      'mail_outbox_letter_or_text_check',
      sql`${table.letter} is not null or ${table.textBody} is not null`,
    ),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
)
