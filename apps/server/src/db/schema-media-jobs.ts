import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { products } from './schema-catalog.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const MEDIA_JOB_STATES = ['queued', 'working', 'done', 'failed'] as const

/**
 * One uploaded master clip and the poster, thumbnail and preview the media queue makes from
 * it. The admin screen polls this row for the job's progress.
 */
export const productMediaJobs = pgTable(
  'product_media_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    masterKey: text('master_key').notNull(),
    masterVersion: text('master_version').notNull(),
    status: text('status', { enum: MEDIA_JOB_STATES }).notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('product_media_jobs_product_idx').on(table.productId, table.createdAt),
    check('product_media_jobs_progress', sql`${table.progress} between 0 and 1`),
  ],
)
