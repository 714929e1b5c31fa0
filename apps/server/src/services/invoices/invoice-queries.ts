import type { AdminInvoice, InvoiceSummary } from '@marquee/core'
import { toDollars } from '@marquee/core'
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { invoices } from '../../db/schema.ts'
import type { InvoiceRow } from './issue-invoice.ts'

const corrected = alias(invoices, 'corrected')

const columns = { invoice: invoices, corrects: corrected.number }

function summary(row: { invoice: InvoiceRow; corrects: string | null }): InvoiceSummary {
  const { invoice } = row
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    date: invoice.issuedAt.toISOString(),
    total: toDollars(invoice.totalCents),
    tax: toDollars(invoice.taxCents),
    currency: invoice.currency,
    corrects: row.corrects,
    // Stripe's PDF links are its own unguessable addresses: the browser opens them directly.
    pdf_url: invoice.providerPdfUrl ?? `/api/invoices/${invoice.id}/pdf`,
  }
}

function select(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
}

/** The signed-in buyer's own invoices and credit notes, newest first. */
export async function listInvoices(db: Database, userId: string): Promise<InvoiceSummary[]> {
  return (await select(db, eq(invoices.userId, userId))).map(summary)
}

/** One invoice with the number of the invoice it corrects (a credit note's). */
export async function findInvoice(db: Database, id: string) {
  const [row] = await select(db, eq(invoices.id, id))
  return row
}

/** A checkout's invoice and the credit notes correcting it, oldest first. */
export async function invoicesOfCheckout(
  db: Database,
  checkoutSessionId: string,
): Promise<InvoiceSummary[]> {
  const rows = await select(db, eq(invoices.checkoutSessionId, checkoutSessionId))
  return rows.map(summary).reverse()
}

/** The back office's list: every invoice, searchable by number or buyer. */
export async function listAllInvoices(
  db: Database,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ items: AdminInvoice[]; total: number }> {
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : undefined
  const where = like
    ? or(
        ilike(invoices.number, like),
        ilike(sql`${invoices.buyer}->>'email'`, like),
        ilike(sql`${invoices.buyer}->>'name'`, like),
      )
    : undefined
  const rows = await select(db, where)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await db.select({ n: count() }).from(invoices).where(where)
  return {
    items: rows.map((row) => ({
      ...summary(row),
      buyer_email: row.invoice.buyer.email,
      buyer_name: row.invoice.buyer.name,
    })),
    total: total?.n ?? 0,
  }
}
