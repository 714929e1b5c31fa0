import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { orders } from './schema-commerce.ts'

/**
 * Every change made in the back office: who, what, the entity before and after, when.
 * Written in the same transaction as the change, so neither exists without the other.
 * actor_id has no foreign key: the record outlives the staff account that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_entity_idx').on(table.entity, table.at),
    // One order's, customer's or page's entries: their detail pages and content histories.
    index('audit_log_entity_id_idx').on(table.entity, table.entityId, table.at),
  ],
)

/** Notes on an order between the shop and its customer; each one is also emailed. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shop', 'customer'] }).notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_messages_order_idx').on(table.orderId, table.at),
    check('order_messages_author_check', sql`${table.author} in ('shop', 'customer')`),
  ],
)

/**
 * The finished clip the shop made for a custom order: the source its customer's downloads
 * are converted from. `version` (a hash of the file) is part of every rendition's cache
 * key, so uploading a corrected master makes new renditions.
 */
export const customMasters = pgTable('custom_masters', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  version: text('version').notNull(),
  bytes: integer('bytes').notNull(),
  facts: jsonb('facts').notNull(),
  uploadedBy: uuid('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})
