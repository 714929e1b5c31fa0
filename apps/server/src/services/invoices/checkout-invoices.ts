import { formatPrice, toDollars } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Transaction } from '../../db/client.ts'
import {
  type checkoutSessions,
  creditPacks,
  type InvoiceLine,
  orders,
  products,
} from '../../db/schema.ts'
import { type InvoiceRow, issueInvoice } from './issue-invoice.ts'

type SessionRow = typeof checkoutSessions.$inferSelect
type OrderRow = typeof orders.$inferSelect

/** The key of a checkout's one invoice. */
export const checkoutPaymentKey = (sessionId: string) => `checkout:${sessionId}`

/**
 * The store's invoice for a paid cart or credit pack, in the fulfilment's transaction. With
 * Stripe, Stripe issues it (Checkout's invoice creation) and its webhook records it instead;
 * a subscription's invoices come with its billing events.
 */
export async function issueCheckoutInvoice(
  tx: Transaction,
  settings: InvoiceSettings,
  session: SessionRow,
): Promise<InvoiceRow | undefined> {
  if (settings.issuer !== 'store') return undefined
  if (session.kind === 'cart') {
    const rows = await tx
      .select({ order: orders, title: products.title })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(eq(orders.checkoutSessionId, session.id), eq(orders.paymentStatus, 'paid')))
      .orderBy(orders.id)
    if (rows.length === 0) return undefined
    return issueInvoice(tx, settings, {
      kind: 'invoice',
      paymentKey: checkoutPaymentKey(session.id),
      userId: session.userId,
      checkoutSessionId: session.id,
      lines: rows.map(({ order, title }) => orderLine(order, title)),
      discountCents: rows.reduce((sum, { order }) => sum + order.discountCents, 0),
    })
  }
  if (session.kind === 'credit_pack') {
    const [pack] = await tx
      .select()
      .from(creditPacks)
      .where(eq(creditPacks.id, session.creditPackId ?? ''))
    if (!pack) return undefined
    return issueInvoice(tx, settings, {
      kind: 'invoice',
      paymentKey: checkoutPaymentKey(session.id),
      userId: session.userId,
      checkoutSessionId: session.id,
      lines: [
        {
          description: `${pack.planId} credit pack`,
          details: [`${pack.downloads} downloads, ${pack.customizations} customisations`],
          quantity: 1,
          unitCents: session.amountCents,
          amountCents: session.amountCents,
        },
      ],
      discountCents: 0,
    })
  }
  return undefined
}

/** A clip's line: its format and size, and the extras it was bought with. */
export function orderLine(order: OrderRow, title: string): InvoiceLine {
  const size = order.width && order.height ? `${order.width} × ${order.height} px` : ''
  return {
    description: title,
    details: [
      [order.filetype?.toUpperCase(), size, order.aspectRatio].filter(Boolean).join(' · '),
      order.customizationRequests ? `Customisation: ${order.customizationRequests}` : '',
      order.isRushOrder ? 'Rush order' : '',
      order.discountCents > 0 ? `Discount -${formatPrice(toDollars(order.discountCents))}` : '',
    ].filter(Boolean),
    quantity: order.quantity,
    unitCents: order.unitCents,
    amountCents: order.lineCents,
  }
}
