import { type SQL, sql } from 'drizzle-orm'
import { boolean, index, type PgColumn, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The abandoned-checkout reminder of a cart checkout (issue 22), kept on its checkout_sessions
 * row: the customer's opt-in given at checkout, when the one reminder went out, and the hash of
 * the link in it that restores the cart (the link itself is only in the mail).
 */
export const checkoutReminderColumns = {
  reminderConsent: boolean('reminder_consent').notNull().default(false),
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  reminderTokenHash: text('reminder_token_hash'),
}

interface ReminderTable {
  createdAt: PgColumn
  reminderConsent: PgColumn
  reminderSentAt: PgColumn
  reminderTokenHash: PgColumn
}

/** The sweep reads only checkouts still waiting for their reminder: a small partial index. */
export const checkoutReminderIndexes = (table: ReminderTable) => [
  uniqueIndex('checkout_sessions_reminder_token').on(table.reminderTokenHash),
  index('checkout_sessions_reminder_due_idx')
    .on(table.createdAt)
    .where(sql`${table.reminderConsent} and ${table.reminderSentAt} is null` as SQL),
]
