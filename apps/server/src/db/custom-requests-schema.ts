import { CUSTOM_REQUEST_STATUSES } from '@marquee/core'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'

/** Requests for a clip made from scratch (docs/requirements.md §7 /submit-custom-video-query), for the shop. */
export const customVideoRequests = pgTable(
  'custom_video_requests',
  {
    id: serial('id').primaryKey(),
    // Null for a visitor who was not signed in.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    signWidth: integer('sign_width').notNull(),
    signHeight: integer('sign_height').notNull(),
    message: text('message').notNull(),
    imagery: text('imagery').notNull().default(''),
    deadline: date('deadline'),
    files: text('files').array().notNull().default([]),
    status: text('status', { enum: CUSTOM_REQUEST_STATUSES }).notNull().default('new'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the shop has read it; unread requests count against the inbox cap.
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('custom_video_requests_received_idx').on(table.receivedAt),
    check(
      'custom_video_requests_status_check',
      sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`,
    ),
  ],
)
