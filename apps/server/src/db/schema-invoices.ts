import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts.ts'
import { checkoutSessions } from './schema-commerce.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * The last number given in each series (`MQ-2026`, `MQ-CN-2026`). An invoice takes the next
 * under this row's lock, in the transaction that records the payment, so numbers have no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
})

export interface InvoiceParty {
  name: string
  email: string
  addressLines: string[]
  taxId: string | null
}

export interface InvoiceLine {
  description: string
  /** What the line is made of: format and size, customisation, rush. */
  details: string[]
  quantity: number
  unitCents: number
  amountCents: number
}

/**
 * One invoice or credit note per payment (`payment_key`): the store's own, numbered from
 * `invoice_counters`, or one Stripe issued, recorded from its webhook with Stripe's number
 * and PDF. Seller and buyer are kept as they were on the day of issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    issuer: text('issuer', { enum: ['store', 'stripe'] }).notNull(),
    paymentKey: text('payment_key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    correctsInvoiceId: uuid('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    issuedAt: at('issued_at').notNull().defaultNow(),
    currency: text('currency').notNull().default('usd'),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    totalCents: integer('total_cents').notNull(),
    /** Stripe's invoice PDF, for the invoices Stripe issued. */
    providerPdfUrl: text('provider_pdf_url'),
  },
  (table) => [
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    index('invoices_session_idx').on(table.checkoutSessionId),
    check(
      'invoices_money',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.taxCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
)

/** A customer's tax standing, set by staff (churches and schools are exempt). */
export const customerTax = pgTable('customer_tax', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  exempt: boolean('exempt').notNull().default(false),
  taxId: text('tax_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
