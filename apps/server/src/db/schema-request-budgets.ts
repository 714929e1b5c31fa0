import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Requests spent against each budget (rate limit) in its current window, one row per budget
 * and caller, shared by every instance of the store. A row whose window has ended counts as
 * empty and is swept in the background. The table is UNLOGGED (migration 0028): a crash of
 * the database server empties it, which only forgives the budgets of the minute it crashed.
 */
export const requestBudgets = pgTable(
  'request_budgets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_budgets_window_ends_at_idx').on(table.windowEndsAt)],
)
