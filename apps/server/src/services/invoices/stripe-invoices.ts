import { sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { invoices } from '../../db/schema.ts'
import { sellerParty } from './issue-invoice.ts'
import { customerOf } from './plan-invoices.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * An invoice Stripe issued (a Checkout payment with invoice creation, or a subscription's),
 * recorded from invoice.finalized or invoice.paid with Stripe's number, totals, tax and PDF,
 * so the account lists it beside the store's own. A later event for it updates the record.
 */
export async function prepareStripeInvoiceRecord(
  event: Stripe.Event,
  db: Database,
  settings: InvoiceSettings,
) {
  if (settings.issuer !== 'stripe') return undefined
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.finalized') return undefined
  const invoice = event.data.object
  if (!invoice.number) return undefined
  const userId = await customerOf(db, invoice)
  if (!userId) return undefined
  const sessionId = invoice.metadata?.marquee_session_id
  const discountCents = (invoice.total_discount_amounts ?? []).reduce((s, d) => s + d.amount, 0)
  const taxCents = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0)
  const figures = {
    subtotalCents: invoice.subtotal,
    discountCents,
    taxCents,
    totalCents: invoice.total,
    providerPdfUrl: invoice.invoice_pdf ?? null,
  }
  return async (tx: Transaction) => {
    await tx
      .insert(invoices)
      .values({
        number: invoice.number ?? '',
        kind: 'invoice',
        issuer: 'stripe',
        paymentKey: `stripe-invoice:${invoice.id}`,
        userId,
        checkoutSessionId: sessionId && UUID.test(sessionId) ? sessionId : null,
        issuedAt: new Date(invoice.created * 1000),
        currency: invoice.currency,
        seller: sellerParty(settings),
        buyer: {
          name: invoice.customer_name ?? '',
          email: invoice.customer_email ?? '',
          addressLines: addressLines(invoice.customer_address),
          taxId: invoice.customer_tax_ids?.map((id) => id.value).join(', ') || null,
        },
        lines: invoice.lines.data.map((line) => ({
          description: line.description ?? '',
          details: [],
          quantity: line.quantity ?? 1,
          unitCents: Math.round(line.amount / (line.quantity || 1)),
          amountCents: line.amount,
        })),
        taxPercent: 0,
        ...figures,
      })
      .onConflictDoUpdate({
        target: invoices.paymentKey,
        set: {
          ...figures,
          providerPdfUrl: sql`coalesce(excluded.provider_pdf_url, ${invoices.providerPdfUrl})`,
        },
      })
    return []
  }
}

function addressLines(address: Stripe.Address | null): string[] {
  if (!address) return []
  return [
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.state,
    address.country,
  ].filter((line): line is string => Boolean(line))
}
