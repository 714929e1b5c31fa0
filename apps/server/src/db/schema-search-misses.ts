import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * Searches that found nothing, counted per UTC day and normalised query
 * (services/search/search-misses.ts): no visitor, session or address is kept.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
)
