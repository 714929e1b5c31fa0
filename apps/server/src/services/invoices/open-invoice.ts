import type { Database } from '../../db/client.ts'
import { notFound } from '../../http-error.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { findInvoice } from './invoice-queries.ts'

/** An invoice's document: Stripe's own PDF address, or the store's PDF with its file name. */
export type InvoiceDocument =
  | { kind: 'provider'; url: string }
  | { kind: 'pdf'; pdf: Buffer; fileName: string }

/** Who asks: their account, and whether they are staff (asked only for another's invoice). */
export interface InvoiceViewer {
  id: string
  isStaff: () => Promise<boolean>
}

/**
 * The invoice `id` for `viewer`: their own, or any one for staff. Another customer's
 * invoice is answered as if it did not exist.
 */
export async function openInvoice(
  db: Database,
  viewer: InvoiceViewer,
  id: string,
): Promise<InvoiceDocument> {
  const row = await findInvoice(db, id)
  const allowed = row && (row.invoice.userId === viewer.id || (await viewer.isStaff()))
  if (!row || !allowed) throw notFound('No such invoice in your account')
  if (row.invoice.providerPdfUrl) return { kind: 'provider', url: row.invoice.providerPdfUrl }
  const pdf = await renderInvoicePdf(row.invoice, row.corrects)
  return { kind: 'pdf', pdf, fileName: `${row.invoice.number}.pdf` }
}
