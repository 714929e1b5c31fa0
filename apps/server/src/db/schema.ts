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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { checkoutSessions } from './schema-commerce.ts'

export * from './schema-commerce.ts'

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
  body: text('body').notNull(),
})

/** Facts about this database itself, such as which one-time seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Coupon codes (SPEC §3 "Discount"); only `active` ones apply. */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('discount_code').notNull().unique(),
    percentage: integer('percentage').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    usageLimit: integer('usage_limit'),
    /** Uses one customer may reserve or spend; null: no limit per customer. */
    perCustomerLimit: integer('per_customer_limit'),
    usesCount: integer('uses_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('discounts_percentage_range', sql`${table.percentage} between 0 and 100`),
    check('discounts_code_upper', sql`${table.code} = upper(${table.code})`),
    check(
      'discounts_uses_within_limit',
      sql`${table.usageLimit} is null or ${table.usesCount} <= ${table.usageLimit}`,
    ),
    check(
      'discounts_limits_positive',
      sql`coalesce(${table.usageLimit}, 1) >= 1 and coalesce(${table.perCustomerLimit}, 1) >= 1`,
    ),
  ],
)

/** One row each time a paid checkout spent a code. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    /** The paid checkout that spent this use; one use per checkout. */
    checkoutSessionId: uuid('checkout_session_id')
      .unique()
      .references((): AnyPgColumn => checkoutSessions.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_uses_email_idx').on(table.userEmail)],
)

/** Messages sent from the contact page, for the shop to answer. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  // Set when the shop has read it; unread messages count against CONTACT_MAX_UNREAD.
  readAt: timestamp('read_at', { withTimezone: true }),
})

/**
 * Customers. `id` is the OpenID Connect subject of the built-in provider; accounts from an
 * external issuer are keyed by its subject instead and have no password here.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalSubject: text('external_subject').unique(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    signWidth: integer('sign_width'),
    signHeight: integer('sign_height'),
    // Read from here on every admin request, so revoking it takes effect at once.
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('customer', 'admin')`),
    check(
      'users_sign_size',
      sql`(${table.signWidth} is null) = (${table.signHeight} is null) and coalesce(${table.signWidth}, 1) > 0 and coalesce(${table.signHeight}, 1) > 0`,
    ),
  ],
)

/** A customer's plan and what is left of its credits; no row means Free. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['Free', 'Pro', 'Enterprise'] }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    remainingTotalOrders: integer('remaining_total_orders').notNull().default(0),
    remainingCustomizationOrders: integer('remaining_customization_orders').notNull().default(0),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider will end it (a cancellation at the period's end); null: it renews. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_credits_not_negative',
      sql`${table.remainingTotalOrders} >= 0 and ${table.remainingCustomizationOrders} >= 0`,
    ),
  ],
)

/**
 * Failed passwords per typed email (known or not, so a lockout tells nothing about who is
 * registered), and until when that email's sign-in is refused. In the database so every
 * instance sees it.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

/** Single-use password reset links; only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
)

/** What the built-in OpenID provider keeps: sessions, grants, codes and tokens (its adapter). */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_models_grant_idx').on(table.grantId),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_expires_idx').on(table.expiresAt),
  ],
)

/** Keys the server makes on first start and must keep: token signing keys, cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every message the store sends, written in the sender's own statement or transaction.
 * 'kept' messages were never meant for delivery (no mail server; /dev/mailbox shows them);
 * 'pending' ones are claimed by a delivery loop ('sending' until next_attempt_at, its lease),
 * then 'sent', or 'failed' after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['kept', 'pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    check(
      'mail_outbox_status_check',
      sql`${table.status} in ('kept', 'pending', 'sending', 'sent', 'failed')`,
    ),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
)

export * from './custom-requests-schema.ts'
export * from './revoked-grants-schema.ts'
export * from './schema-admin.ts'
export * from './schema-downloads.ts'
export * from './schema-invoices.ts'
export * from './schema-media-jobs.ts'
export * from './schema-refunds.ts'
