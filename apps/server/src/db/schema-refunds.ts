import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { orders } from './schema-commerce.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A refund the store asked its payment provider for. The row is claimed ('pending') before
 * the provider is called, so of any number of concurrent refunds of one order only one
 * reaches the provider; it becomes 'succeeded' with the provider's refund id, or is deleted
 * when the provider refuses (the order is then unchanged and may be refunded again).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (table) => [
    uniqueIndex('order_refunds_order_once').on(table.orderId),
    index('order_refunds_payment_idx').on(table.paymentIntentId),
    check('order_refunds_amount', sql`${table.amountCents} >= 0`),
  ],
)

/** The sandbox provider's refunds (what Stripe would hold); one per idempotency key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
})
