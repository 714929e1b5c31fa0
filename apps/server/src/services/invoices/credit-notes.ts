import { and, eq, inArray } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Transaction } from '../../db/client.ts'
import { invoices, orders, products } from '../../db/schema.ts'
import { orderLine } from './checkout-invoices.ts'
import { issueInvoice } from './issue-invoice.ts'

/**
 * A credit note for money given back on a checkout's orders, naming the invoice it corrects
 * (the store's, or the one Stripe issued). Issued by the store in its own series with either
 * provider; nothing when the orders were never invoiced (paid with credits).
 */
export async function issueCreditNote(
  tx: Transaction,
  settings: InvoiceSettings,
  refund: { paymentKey: string; checkoutSessionId: string; orderIds: number[]; reason: string },
): Promise<void> {
  if (refund.orderIds.length === 0) return
  const [corrected] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.checkoutSessionId, refund.checkoutSessionId), eq(invoices.kind, 'invoice')),
    )
  if (!corrected) return
  const rows = await tx
    .select({ order: orders, title: products.title })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(inArray(orders.id, refund.orderIds))
    .orderBy(orders.id)
  const lines = rows.map(({ order, title }) => {
    const line = orderLine(order, title)
    return { ...line, details: [`Order #${order.id}`, ...line.details, `Reason: ${refund.reason}`] }
  })
  if (rows.every(({ order }) => order.totalCents === 0)) return
  await issueInvoice(tx, settings, {
    kind: 'credit_note',
    paymentKey: refund.paymentKey,
    userId: corrected.userId,
    checkoutSessionId: refund.checkoutSessionId,
    correctsInvoiceId: corrected.id,
    lines,
    discountCents: rows.reduce((sum, { order }) => sum + order.discountCents, 0),
    taxPercent: corrected.taxPercent,
  })
}
