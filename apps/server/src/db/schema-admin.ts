import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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
  ],
)
