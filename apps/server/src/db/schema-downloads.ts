import { AVI_CODECS, type FrameRate, OUTPUT_TYPES } from '@marquee/core'
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'
import { products } from './schema-catalog.ts'
import { orders } from './schema-commerce.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

const FORMATS = OUTPUT_TYPES
const FITS = ['letterbox', 'crop', 'stretch'] as const
const DEPTHS = ['full', 'red-green', 'amber'] as const

/**
 * A file's frame rate as the spec says it ('source', 15, 25 or 30), stored as an integer with
 * 0 for the clip's own rate: never null, so the renditions' unique index tells rates apart.
 */
const frameRate = customType<{ data: FrameRate; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (value) => (value === 'source' ? 0 : value),
  fromDriver: (value) => (value === 0 ? 'source' : (value as FrameRate)),
})

/**
 * A file-size budget in bytes, stored as 0 for none so the unique index sees one value. Drizzle
 * hands a null to the driver as it is, so a spec's budget is written and matched through
 * storedBudget.
 */
const budget = customType<{ data: number | null; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (value) => value ?? 0,
  fromDriver: (value) => (value === 0 ? null : value),
})

export const storedBudget = (maxBytes: number | null): number => maxBytes ?? 0

/** What a conversion makes, shared by renditions and downloads. */
const specColumns = () => ({
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  /** Which version of the clip's source file: a new upload makes new renditions. */
  sourceVersion: text('source_version').notNull(),
  format: text('format', { enum: FORMATS }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fit: text('fit', { enum: FITS }).notNull(),
  depth: text('depth', { enum: DEPTHS }).notNull(),
  fps: frameRate('fps').notNull().default(sql`0`),
  /** An AVI's frames, MJPEG or uncompressed; 'mjpeg' for every other type. */
  codec: text('codec', { enum: AVI_CODECS }).notNull().default('mjpeg'),
  /** The most bytes the file may take (null: no budget); the encoder met it. */
  maxBytes: budget('max_bytes').notNull().default(sql`0`),
  /**
   * A personalised clip's texts by field name (null: the clip as it is), and the key of its
   * template and texts ('' when plain): a rendition is made once per clip version, spec and key.
   */
  personalization: jsonb('personalization').$type<Record<string, string>>(),
  personalizationKey: text('personalization_key').notNull().default(''),
})

/** A converted file in storage, made once per (clip, source version, spec) and reused. */
export const renditions = pgTable(
  'renditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...specColumns(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** The file's facts (conversion/output-facts.ts OutputFacts), shown by the converter test. */
    facts: jsonb('facts').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('renditions_spec_idx').on(
      table.productId,
      table.sourceVersion,
      table.format,
      table.width,
      table.height,
      table.fit,
      table.depth,
      table.fps,
      table.codec,
      table.maxBytes,
      table.personalizationKey,
    ),
  ],
)

/**
 * One customer's request for a clip at a spec. A credit-paid download holds its credit in
 * `credit_state`: reserved with the order, committed when ready, released when it fails.
 * Progress lives here so any instance can answer for it.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...specColumns(),
    entitlement: text('entitlement', { enum: ['purchase', 'credit', 'custom'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    creditState: text('credit_state', { enum: ['none', 'reserved', 'committed', 'released'] })
      .notNull()
      .default('none'),
    status: text('status', { enum: ['queued', 'converting', 'ready', 'failed'] }).notNull(),
    progress: real('progress').notNull().default(0),
    /** Which try of its conversion job runs (or ran last), of `attemptsAllowed`: 2 and on are retries. */
    attempt: integer('attempt').notNull().default(1),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    renditionId: uuid('rendition_id').references(() => renditions.id),
    jobId: text('job_id'),
    failure: text('failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
  },
  (table) => [
    index('downloads_user_created_idx').on(table.userId, table.createdAt),
    index('downloads_created_id_idx').on(table.createdAt, table.id),
    check('downloads_progress', sql`${table.progress} between 0 and 1`),
  ],
)

/** The single-use licence a ready download grants: who, which clip, which file. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    downloadId: uuid('download_id')
      .notNull()
      .unique()
      .references(() => downloads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    format: text('format', { enum: FORMATS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fit: text('fit', { enum: FITS }).notNull(),
    depth: text('depth', { enum: DEPTHS }).notNull(),
    fps: frameRate('fps').notNull().default(sql`0`),
    codec: text('codec', { enum: AVI_CODECS }).notNull().default('mjpeg'),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (table) => [index('licences_user_idx').on(table.userId)],
)
