import type { ExportRange } from '@marquee/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  checkoutSessions,
  invoices,
  orders,
  packCredits,
  plans,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../db/schema.ts'
import { type Cell, instant, money } from './csv.ts'
import { withinDays } from './export-range.ts'
import { afterKey, type Keyset, keyColumns, keysetPages } from './keyset-pages.ts'

export const CUSTOMER_COLUMNS = [
  'id',
  'email',
  'name',
  'created_at',
  'plan',
  'plan_status',
  'downloads_left',
  'customisations_left',
  'orders',
  'total_spent',
] as const

const inPacks = (column: 'downloads_left' | 'customizations_left') =>
  sql<number>`(select coalesce(sum(${sql.raw(column)}), 0)::int from ${packCredits} where ${packCredits.userId} = ${users.id} and ${packCredits.expiresAt} > now())`

/** Card payments kept (refunds netted out): order lines, credit packs and plan periods. */
const spentCents = sql<number>`(
  (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.userId} = ${users.id} and ${orders.paymentStatus} = 'paid')
  + (select coalesce(sum(${checkoutSessions.amountCents}), 0) from ${checkoutSessions} where ${checkoutSessions.userId} = ${users.id} and ${checkoutSessions.kind} = 'credit_pack' and ${checkoutSessions.status} = 'complete')
  + (select coalesce(sum(coalesce(
      (select i.total_cents from ${invoices} i where i.kind = 'invoice' and i.payment_key in ('provider-invoice:' || sp.provider_invoice_id, 'stripe-invoice:' || sp.provider_invoice_id) limit 1),
      (select p.price_cents from ${plans} p where p.id = sp.plan_id))), 0)
     from ${subscriptionPeriods} sp where sp.user_id = ${users.id})
)::int`

function readPage(db: Database, range: ExportRange) {
  return (after: Keyset | undefined, limit: number) =>
    db
      .select({
        key: keyColumns(users.createdAt, users.id),
        user: users,
        plan: subscriptions,
        packDownloads: inPacks('downloads_left'),
        packCustomizations: inPacks('customizations_left'),
        orders: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id} and ${orders.paymentStatus} in ('paid', 'subscription', 'refunded'))`,
        spentCents,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(
        and(
          eq(users.role, 'customer'),
          withinDays(users.createdAt, range),
          afterKey(users.createdAt, users.id, after, 'uuid'),
        ),
      )
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit)
}

/** Every customer who joined in the range, oldest first, with plan, credits and spending. */
export async function* customerExportRows(
  db: Database,
  range: ExportRange,
): AsyncGenerator<Cell[]> {
  for await (const row of keysetPages(readPage(db, range))) {
    const { user, plan } = row
    yield [
      user.id,
      user.email,
      user.name,
      instant(user.createdAt),
      plan?.plan ?? 'Free',
      plan?.status ?? 'none',
      (plan?.remainingTotalOrders ?? 0) + row.packDownloads,
      (plan?.remainingCustomizationOrders ?? 0) + row.packCustomizations,
      row.orders,
      money(row.spentCents),
    ]
  }
}
