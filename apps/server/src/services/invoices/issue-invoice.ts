import { invoiceAmounts, invoiceNumber } from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Transaction } from '../../db/client.ts'
import {
  customerTax,
  type InvoiceLine,
  type InvoiceParty,
  invoiceCounters,
  invoices,
  users,
} from '../../db/schema.ts'

export type InvoiceRow = typeof invoices.$inferSelect

export interface InvoiceDraft {
  kind: 'invoice' | 'credit_note'
  /** What was paid or refunded, once: a second issue for the same key answers the first invoice. */
  paymentKey: string
  userId: string
  checkoutSessionId?: string | null | undefined
  correctsInvoiceId?: string | null | undefined
  lines: InvoiceLine[]
  discountCents: number
  /** A credit note keeps the rate of the invoice it corrects. */
  taxPercent?: number | undefined
}

/** `MQ-2026` for invoices, `MQ-CN-2026` for credit notes: each its own unbroken sequence. */
const seriesOf = (settings: InvoiceSettings, kind: InvoiceDraft['kind'], year: number) =>
  kind === 'invoice' ? `${settings.prefix}-${year}` : `${settings.prefix}-CN-${year}`

/**
 * Issues the store's invoice for one payment, in the caller's transaction (the one that
 * records the payment). The series' counter row is locked first, so issuers queue there:
 * whoever comes second for the same payment finds the first one's invoice once it commits,
 * and a number is taken only by an invoice that is written, so the series has no gaps.
 */
export async function issueInvoice(
  tx: Transaction,
  settings: InvoiceSettings,
  draft: InvoiceDraft,
): Promise<InvoiceRow> {
  const series = seriesOf(settings, draft.kind, new Date().getUTCFullYear())
  await tx.insert(invoiceCounters).values({ series }).onConflictDoNothing()
  await tx
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.series, series))
    .for('update')
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.paymentKey, draft.paymentKey))
  if (existing) return existing
  const buyer = await buyerOf(tx, draft.userId)
  const taxPercent = draft.taxPercent ?? (buyer.exempt ? 0 : settings.taxPercent)
  const amounts = invoiceAmounts(draft.lines, draft.discountCents, taxPercent)
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ last: invoiceCounters.last })
  if (!counter) throw new Error(`invoice series ${series} has no counter`)
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(series, counter.last),
      kind: draft.kind,
      issuer: 'store',
      paymentKey: draft.paymentKey,
      userId: draft.userId,
      checkoutSessionId: draft.checkoutSessionId ?? null,
      correctsInvoiceId: draft.correctsInvoiceId ?? null,
      seller: sellerParty(settings),
      buyer: buyer.party,
      lines: draft.lines,
      ...amounts,
      taxPercent,
    })
    .returning()
  if (!invoice) throw new Error('invoice not written')
  return invoice
}

export const sellerParty = (settings: InvoiceSettings): InvoiceParty => ({
  name: settings.seller.name,
  email: settings.seller.email,
  addressLines: settings.seller.addressLines,
  taxId: settings.seller.taxId,
})

/** The buyer as the account says today, with the tax id and exemption staff recorded. */
async function buyerOf(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, tax: customerTax })
    .from(users)
    .leftJoin(customerTax, eq(customerTax.userId, users.id))
    .where(eq(users.id, userId))
  return {
    exempt: row?.tax?.exempt ?? false,
    party: {
      name: row?.name ?? '',
      email: row?.email ?? '',
      addressLines: [],
      taxId: row?.tax?.taxId ?? null,
    },
  }
}
