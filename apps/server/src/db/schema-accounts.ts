import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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
    // Read from here on every admin request, so revoking it takes effect at once. Staff run
    // the day in the back office; the owner also handles money, catalogue and staff.
    role: text('role', { enum: ['customer', 'staff', 'owner'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('customer', 'staff', 'owner')`),
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
