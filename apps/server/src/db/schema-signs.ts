import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'

/**
 * A customer's signs (issue 27), at most MAX_SIGNS each: the file each one takes. `fps` null is
 * the clip's own rate; `preset` is the controller preset it started from, if any; `max_bytes`
 * an optional file-size budget. The oldest sign's size is also kept in users.sign_width/height.
 */
export const signs = pgTable(
  'signs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    depth: text('depth', { enum: ['full', 'red-green', 'amber'] }).notNull(),
    format: text('format').notNull(),
    fps: integer('fps'),
    codec: text('codec', { enum: ['mjpeg', 'raw'] }).notNull(),
    preset: text('preset'),
    maxBytes: bigint('max_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signs_user_idx').on(table.userId, table.createdAt),
    check('signs_size', sql`${table.width} > 0 and ${table.height} > 0`),
    check('signs_fps', sql`${table.fps} is null or ${table.fps} > 0`),
  ],
)
