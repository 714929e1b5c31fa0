import { REVIEW_STATUSES } from '@marquee/core'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'

/** PostgreSQL's full-text document type; filled by a trigger, never written by the app. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_parent_title_key').on(table.parentId, table.title)],
)

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    discount: integer('discount'),
    isNew: boolean('is_new').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    img: text('img').notNull(),
    thumbImg: text('thumb_img').notNull(),
    relatedImages: text('related_images').array().notNull().default(sql`'{}'::text[]`),
    bannerImg: text('banner_img').notNull(),
    videoLink: text('video_link').notNull(),
    smDesc: text('sm_desc').notNull(),
    quantity: integer('quantity').notNull().default(0),
    status: text('status', { enum: ['in-stock', 'out-of-stock'] })
      .notNull()
      .default('in-stock'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    detailsText: text('details_text').notNull().default(''),
    detailsList: jsonb('details_list').$type<string[]>().notNull().default([]),
    detailsText2: text('details_text_2').notNull().default(''),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    dimension: text('dimension').notNull().default(''),
    trending: boolean('trending').notNull().default(false),
    banner: boolean('banner').notNull().default(false),
    // Unpublished clips exist only in the back office: the shop reads products through shopProducts (search/product-document.ts).
    published: boolean('published').notNull().default(true),
    // The uploaded master (a storage key) and its version; null: the clip at video_link is the source.
    masterKey: text('master_key'),
    masterVersion: text('master_version'),
    // The clip's facts read by ffprobe (clip-facts.ts); null until the clip has been probed.
    clipDurationMs: integer('clip_duration_ms'),
    clipFps: doublePrecision('clip_fps'),
    clipWidth: integer('clip_width'),
    clipHeight: integer('clip_height'),
    clipSeamlessLoop: boolean('clip_seamless_loop'),
    // Its smallest text's height in its own pixels (clip-text.ts); null: none found, or not probed.
    clipTextHeight: integer('clip_text_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Weighted title/category/brand/description/details document, kept by products_search_doc.
    searchVector: tsvector('search_vector'),
    // Its title, category, brand and description part alone: ranking reads this small one.
    rankVector: tsvector('rank_vector'),
    // The title as queries are compared with it, for "exact title match first".
    titleKey: text('title_key').generatedAlwaysAs(
      sql`btrim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g'))`,
    ),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_price_idx').on(table.priceCents),
    // No pending list: PGlite never vacuums, and every search would scan the list linearly.
    index('products_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
)

/**
 * Every distinct word of the catalogue (a few thousand rows, not one per product), kept by
 * triggers on products, categories and brands (migration 0003). The search service holds
 * it in memory and corrects typos against it, never against product rows.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  // Published products whose text holds the word (migration 0019): the vocabulary is the
  // words with some, plus category and brand names, so a typo never corrects to a hidden clip.
  products: integer('products').notNull().default(0),
  // The word as to_tsquery('english') makes it (stemmed, '' for a stopword, a phrase for a
  // word the parser splits): search matches and ranks in memory from it (text-index.ts).
  query: text('query')
    .notNull()
    .generatedAlwaysAs(sql`to_tsquery('english'::regconfig, quote_literal(word))::text`),
})

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    img: text('img').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    subject: text('subject').notNull().default(''),
    // The customer who wrote it (none for the seed's reviews); one review per customer per clip.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    // Only approved reviews are shown to others and counted in the product's rating. Rows the
    // shop writes itself (the seed) are published as they are; the review service inserts a
    // customer's review as 'pending', always explicitly.
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('approved'),
    // The reviewer had bought or downloaded the clip when they wrote or last edited it.
    verified: boolean('verified').notNull().default(false),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId),
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('reviews_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
)

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  img: text('img').notNull(),
  title: text('title').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  summary: text('summary').notNull(),
  /** Markdown (services/content/render-markdown.ts); plain paragraphs are Markdown too. */
  body: text('body').notNull(),
  /** A hidden post answers 404 and leaves the blog and the sitemap. */
  published: boolean('published').notNull().default(true),
  /** The last edit in the back office; null for a post never edited since it was written. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
