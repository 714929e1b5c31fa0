import { ORDER_STATUSES, PAYMENT_STATUSES } from '@marquee/core'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'
import { products } from './schema-catalog.ts'
import { checkoutReminderColumns, checkoutReminderIndexes } from './schema-checkout-reminders.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Free, Pro and Enterprise (docs/requirements.md §10): seeded by the migration, edited in the database. */
export const plans = pgTable(
  'plans',
  {
    id: text('id', { enum: ['Free', 'Pro', 'Enterprise'] }).primaryKey(),
    priceCents: integer('price_cents').notNull(),
    downloadsPerPeriod: integer('downloads_per_period').notNull(),
    customizationsPerPeriod: integer('customizations_per_period').notNull(),
    providerPriceId: text('provider_price_id'),
  },
  (table) => [
    check(
      'plans_amounts_not_negative',
      sql`${table.priceCents} >= 0 and ${table.downloadsPerPeriod} >= 0 and ${table.customizationsPerPeriod} >= 0`,
    ),
  ],
)

/** 'Buy More Pro/Enterprise Credits': credits added once to the current period. */
export const creditPacks = pgTable('credit_packs', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  downloads: integer('downloads').notNull(),
  customizations: integer('customizations').notNull(),
  priceCents: integer('price_cents').notNull(),
  providerPriceId: text('provider_price_id'),
})

/** The customer record a payment provider keeps for a user (Billing, the Customer Portal). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('billing_customers_user_provider').on(table.userId, table.provider),
    uniqueIndex('billing_customers_provider_id').on(table.provider, table.providerCustomerId),
  ],
)

/**
 * One hosted checkout. `couponState` follows the coupon use reserved for it: reserved at
 * creation (counted against the code's limit), committed by payment, released otherwise.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cart', 'subscription', 'credit_pack'] }).notNull(),
    status: text('status', {
      enum: ['open', 'complete', 'expired', 'failed', 'refunded'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    discountId: integer('discount_id').references(() => discounts.id),
    couponState: text('coupon_state', { enum: ['none', 'reserved', 'committed', 'released'] })
      .notNull()
      .default('none'),
    planId: text('plan_id').references(() => plans.id),
    creditPackId: text('credit_pack_id').references(() => creditPacks.id),
    paymentIntentId: text('payment_intent_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    ...checkoutReminderColumns,
  },
  (table) => [
    ...checkoutReminderIndexes(table),
    uniqueIndex('checkout_sessions_provider_id').on(table.provider, table.providerSessionId),
    index('checkout_sessions_open_idx').on(table.status, table.createdAt),
    index('checkout_sessions_payment_intent_idx').on(table.paymentIntentId),
    check('checkout_sessions_amount', sql`${table.amountCents} >= 0`),
  ],
)

/** One per cart line (docs/requirements.md §3 order payload); money in cents, payment apart from the order. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    width: integer('width'),
    height: integer('height'),
    filetype: text('filetype'),
    aspectRatio: text('aspect_ratio'),
    customizationRequests: text('customization_requests').notNull().default(''),
    isRushOrder: boolean('is_rush_order').notNull().default(false),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').notNull().default({}),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    /**
     * The storage key of the logo the customer uploaded for a custom order (logos/<user>/...),
     * checked as their own when the order was written. Orders from before migration 0035 kept
     * it as options.logoUrl or a "Logo URL:" line in the comments (order-logo.ts reads those).
     */
    logoKey: text('logo_key'),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The exports read every order by (created_at, id), a page after the last one's key.
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_session_idx').on(table.checkoutSessionId),
    // The back office's analytics read orders by the day they were paid, and the open ones.
    index('orders_paid_at_idx').on(table.paidAt),
    index('orders_open_idx')
      .on(table.createdAt)
      .where(sql`${table.orderStatus} in ('pending', 'in_production')`),
    check('orders_quantity', sql`${table.quantity} >= 1`),
    check(
      'orders_money',
      sql`${table.unitCents} >= 0 and ${table.lineCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} = ${table.lineCents} - ${table.discountCents}`,
    ),
  ],
)

/** Provider events already applied: a replayed event id is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
})

/** A clip the customer bought: may be downloaded from the account until revoked (refund). */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('purchases_user_idx').on(table.userId)],
)

/**
 * Every paid billing period and the credits it gave; `subscriptions` shows the current one.
 * A credit pack raises the quotas of the period it was bought in.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    downloadsQuota: integer('downloads_quota').notNull(),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    customizationsQuota: integer('customizations_quota').notNull(),
    customizationsUsed: integer('customizations_used').notNull().default(0),
  },
  (table) => [
    index('subscription_periods_user_idx').on(table.userId, table.periodEnd),
    check(
      'subscription_periods_used_within_quota',
      sql`${table.downloadsUsed} between 0 and ${table.downloadsQuota} and ${table.customizationsUsed} between 0 and ${table.customizationsQuota}`,
    ),
  ],
)

/**
 * The sandbox provider's own side of a checkout: what Stripe would hold. Only the sandbox
 * writes it; the store reads payment state through the provider interface, as with Stripe.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  lineItems: jsonb('line_items').notNull(),
  customerEmail: text('customer_email').notNull(),
  clientReferenceId: text('client_reference_id').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  paymentIntentId: text('payment_intent_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
})

/** The sandbox provider's subscriptions (what Stripe Billing would hold). */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  metadata: jsonb('metadata').notNull().default({}),
})

/** Coupon codes (docs/requirements.md §3 "Discount"); only `active` ones apply. */
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
