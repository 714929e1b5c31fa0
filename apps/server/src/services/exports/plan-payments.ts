import type { ExportRange } from '@marquee/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { invoices, plans, subscriptionPeriods, users } from '../../db/schema.ts'
import { type Cell, instant, money } from './csv.ts'
import { withinDays } from './export-range.ts'
import { afterKey, type Keyset, keyColumns, keysetPages } from './keyset-pages.ts'

/** The period's invoice: the store's own (`provider-invoice:`) or Stripe's (`stripe-invoice:`). */
const periodInvoice = sql`${invoices.paymentKey} in ('provider-invoice:' || ${subscriptionPeriods.providerInvoiceId}, 'stripe-invoice:' || ${subscriptionPeriods.providerInvoiceId})`

function readPage(db: Database, range: ExportRange) {
  return (after: Keyset | undefined, limit: number) =>
    db
      .select({
        key: keyColumns(subscriptionPeriods.periodStart, subscriptionPeriods.id),
        period: subscriptionPeriods,
        email: users.email,
        listPriceCents: plans.priceCents,
        invoice: invoices,
        first: sql<boolean>`not exists (select 1 from ${subscriptionPeriods} e where e.user_id = ${subscriptionPeriods.userId} and (e.period_start, e.id) < (${subscriptionPeriods.periodStart}, ${subscriptionPeriods.id}))`,
        creditedCents: sql<number>`(select coalesce(sum(cn.total_cents), 0)::int from ${invoices} cn where cn.corrects_invoice_id = ${invoices.id})`,
      })
      .from(subscriptionPeriods)
      .innerJoin(users, eq(users.id, subscriptionPeriods.userId))
      .innerJoin(plans, eq(plans.id, subscriptionPeriods.planId))
      .leftJoin(invoices, and(periodInvoice, eq(invoices.kind, 'invoice')))
      .where(
        and(
          withinDays(subscriptionPeriods.periodStart, range),
          afterKey(subscriptionPeriods.periodStart, subscriptionPeriods.id, after, 'int'),
        ),
      )
      .orderBy(asc(subscriptionPeriods.periodStart), asc(subscriptionPeriods.id))
      .limit(limit)
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Every paid plan period that starts in the range: a customer's first is the plan bought,
 * each later one a renewal. The money is its invoice's; without one, the plan's list price.
 */
export async function* planPaymentRows(db: Database, range: ExportRange): AsyncGenerator<Cell[]> {
  for await (const row of keysetPages(readPage(db, range))) {
    const { period, invoice } = row
    const totalCents = invoice?.totalCents ?? row.listPriceCents
    yield [
      period.providerInvoiceId,
      row.first ? 'plan' : 'renewal',
      instant(period.periodStart),
      instant(period.periodStart),
      row.email,
      `${period.planId} plan, ${day(period.periodStart)} to ${day(period.periodEnd)}`,
      null,
      'paid',
      1,
      money(invoice?.subtotalCents ?? totalCents),
      money(invoice?.discountCents ?? 0),
      money(invoice?.taxCents ?? 0),
      money(totalCents),
      money(-row.creditedCents),
      (invoice?.currency ?? 'usd').toUpperCase(),
      invoice?.number ?? null,
    ]
  }
}
