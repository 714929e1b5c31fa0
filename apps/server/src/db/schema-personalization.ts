import type { PersonalizationTemplate } from '@marquee/core'
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { products } from './schema-catalog.ts'

/**
 * What makes a clip personalisable: the shop's template (core's PersonalizationTemplate), one
 * per clip, checked against the clip version it was made for (`source_version`).
 */
export const personalizationTemplates = pgTable('personalization_templates', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sourceVersion: text('source_version').notNull(),
  template: jsonb('template').$type<PersonalizationTemplate>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
