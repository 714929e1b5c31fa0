import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'
import { checkoutSessions, creditPacks, orders } from './schema-commerce.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A bought credit pack: its own credits, usable for 12 months from purchase whatever the
 * plan's periods do, spent after the period's own credits. One per paid checkout.
 */
export const packCredits = pgTable(
  'pack_credits',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditPackId: text('credit_pack_id')
      .notNull()
      .references(() => creditPacks.id),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    downloadsLeft: integer('downloads_left').notNull(),
    customizationsLeft: integer('customizations_left').notNull(),
    boughtAt: at('bought_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('pack_credits_user_idx').on(table.userId, table.expiresAt),
    check(
      'pack_credits_not_negative',
      sql`${table.downloadsLeft} >= 0 and ${table.customizationsLeft} >= 0`,
    ),
  ],
)

/**
 * Where the credits of one credit-paid order came from, so giving them back returns each to
 * its source: the period that ended at `periodEnd`, or a pack. Removed when given back.
 */
export const creditSpends = pgTable('credit_spends', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The pack the download credit came from; null: the period's own credits. */
  downloadPackId: integer('download_pack_id').references(() => packCredits.id),
  /** Whether a customisation credit was spent, and from which pack (null: the period). */
  customizations: integer('customizations').notNull(),
  customizationPackId: integer('customization_pack_id').references(() => packCredits.id),
  /** The end of the period whose own credits were spent (its credits go back only to it). */
  periodEnd: at('period_end'),
  spentAt: at('spent_at').notNull().defaultNow(),
})
