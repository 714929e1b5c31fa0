import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { billingCustomers, checkoutSessions, plans } from '../../db/schema.ts'
import { issueInvoice } from './issue-invoice.ts'

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * The store's own invoice for a sandbox subscription payment (start, renewal, switch), from
 * the billing provider's invoice.paid, in the event's transaction. Undefined when the event is
 * not one, or Stripe issues the invoices.
 */
export async function prepareSandboxPlanInvoice(
  event: Stripe.Event,
  db: Database,
  settings: InvoiceSettings,
) {
  if (settings.issuer !== 'store' || event.type !== 'invoice.paid') return undefined
  const invoice = event.data.object
  const details = invoice.parent?.subscription_details
  const line = invoice.lines.data[0]
  const priceId = idOf(line?.pricing?.price_details?.price)
  if (!details || !line || !priceId) return undefined
  const [plan] = await db.select().from(plans).where(eq(plans.providerPriceId, priceId))
  const userId = await customerOf(db, invoice)
  if (!plan || !userId) return undefined
  return async (tx: Transaction) => {
    await issueInvoice(tx, settings, {
      kind: 'invoice',
      paymentKey: `provider-invoice:${invoice.id}`,
      userId,
      lines: [
        {
          description: `Marquee ${plan.id} subscription`,
          details: [
            `${day(line.period.start)} to ${day(line.period.end)}`,
            `${plan.downloadsPerPeriod} downloads, ${plan.customizationsPerPeriod} customisations`,
          ],
          quantity: 1,
          unitCents: invoice.amount_paid,
          amountCents: invoice.amount_paid,
        },
      ],
      discountCents: 0,
    })
    return []
  }
}

/** Who paid: the checkout that started the subscription, else the provider's customer. */
export async function customerOf(db: Database, invoice: Stripe.Invoice) {
  const sessionId =
    invoice.parent?.subscription_details?.metadata?.marquee_session_id ??
    invoice.metadata?.marquee_session_id
  if (sessionId) {
    const [session] = await db
      .select({ userId: checkoutSessions.userId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
    if (session) return session.userId
  }
  const customerId = idOf(invoice.customer)
  if (!customerId) return undefined
  const [customer] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.providerCustomerId, customerId)))
  return customer?.userId
}
