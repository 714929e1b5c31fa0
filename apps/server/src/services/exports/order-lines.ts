import { type ExportRange, includedTaxCents } from '@marquee/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, invoices, orderRefunds, orders, products } from '../../db/schema.ts'
import { isCustomOrder } from '../orders/order-kinds.ts'
import { type Cell, instant, money } from './csv.ts'
import { withinDays } from './export-range.ts'
import { afterKey, type Keyset, keyColumns, keysetPages } from './keyset-pages.ts'

/** The checkout's invoice (not a credit note): the store's own or Stripe's. */
const invoiceOf = <T>(column: string) =>
  sql<T | null>`(select ${sql.raw(column)} from ${invoices} where ${invoices.checkoutSessionId} = ${orders.checkoutSessionId} and ${invoices.kind} = 'invoice' order by ${invoices.issuedAt} limit 1)`

function readPage(db: Database, range: ExportRange) {
  return (after: Keyset | undefined, limit: number) =>
    db
      .select({
        key: keyColumns(orders.createdAt, orders.id),
        order: {
          id: orders.id,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          userEmail: orders.userEmail,
          orderStatus: orders.orderStatus,
          paymentStatus: orders.paymentStatus,
          quantity: orders.quantity,
          unitCents: orders.unitCents,
          discountCents: orders.discountCents,
          totalCents: orders.totalCents,
        },
        title: products.title,
        custom: sql<boolean>`${isCustomOrder}`,
        currency: checkoutSessions.currency,
        refundedCents: orderRefunds.amountCents,
        invoiceNumber: invoiceOf<string>('number'),
        taxPercent: invoiceOf<string>('tax_percent'),
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
      .leftJoin(
        orderRefunds,
        and(eq(orderRefunds.orderId, orders.id), eq(orderRefunds.status, 'succeeded')),
      )
      .where(
        and(
          withinDays(orders.createdAt, range),
          afterKey(orders.createdAt, orders.id, after, 'int'),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit)
}

/**
 * Every order line in the range, oldest first: a one-off clip or a custom order, with its
 * money, the tax included at its invoice's rate, and what was refunded (a negative amount).
 */
export async function* orderLineRows(db: Database, range: ExportRange): AsyncGenerator<Cell[]> {
  for await (const row of keysetPages(readPage(db, range))) {
    const { order } = row
    yield [
      order.id,
      row.custom ? 'custom order' : 'clip',
      instant(order.createdAt),
      instant(order.paidAt),
      order.userEmail,
      row.title,
      order.orderStatus,
      order.paymentStatus,
      order.quantity,
      money(order.unitCents),
      money(order.discountCents),
      money(includedTaxCents(order.totalCents, Number(row.taxPercent ?? 0))),
      money(order.totalCents),
      money(-(row.refundedCents ?? 0)),
      (row.currency ?? 'usd').toUpperCase(),
      row.invoiceNumber,
    ]
  }
}
