import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'

/**
 * The shop's own pages (about, FAQ, policies), edited in the back office as Markdown
 * (services/content). `slug` is the page's route under /pages; every save leaves the previous
 * version in the audit log. An unpublished page answers 404 and leaves the sitemap.
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
