import { z } from 'zod'
import { adminPage, adminPageQuery, adminSearchText } from './admin-list.ts'
import { singleLineText } from './input-fields.ts'

/**
 * The tax inside a tax-inclusive total: prices in the store are what the customer pays, so an
 * invoice shows the part of the total that is tax (DESIGN decision 018). Rounded to the cent.
 */
export function includedTaxCents(totalCents: number, taxPercent: number): number {
  if (taxPercent <= 0 || totalCents <= 0) return 0
  return Math.round((totalCents * taxPercent) / (100 + taxPercent))
}

export interface InvoiceAmounts {
  /** The lines before the discount. */
  subtotalCents: number
  discountCents: number
  /** Included in the total, not added to it. */
  taxCents: number
  totalCents: number
}

/** An invoice's figures from its lines, its discount and the tax rate (0 for an exempt buyer). */
export function invoiceAmounts(
  lines: ReadonlyArray<{ amountCents: number }>,
  discountCents: number,
  taxPercent: number,
): InvoiceAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const totalCents = subtotalCents - discountCents
  return {
    subtotalCents,
    discountCents,
    taxCents: includedTaxCents(totalCents, taxPercent),
    totalCents,
  }
}

/** `MQ-2026-000042`: the series (prefix and year) and its number, six digits at least. */
export const invoiceNumber = (series: string, sequence: number): string =>
  `${series}-${String(sequence).padStart(6, '0')}`

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** ISO date of issue. */
  date: z.string(),
  /** Dollars, tax included; a credit note's is what it gives back. */
  total: z.number(),
  tax: z.number(),
  currency: z.string(),
  /** The invoice a credit note corrects. */
  corrects: z.string().nullable(),
  /** `/api/invoices/{id}/pdf` (with the bearer token), or Stripe's own PDF address. */
  pdf_url: z.string(),
})
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) })
export type InvoiceList = z.infer<typeof invoiceListSchema>

export const invoiceIdParamsSchema = z.object({ id: z.uuid('must be an invoice id') })

export const adminInvoiceSchema = invoiceSummarySchema.extend({
  buyer_email: z.string(),
  buyer_name: z.string(),
})
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>
export const adminInvoicePageSchema = adminPage(adminInvoiceSchema)
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>

export const adminInvoicesQuerySchema = z.object({
  ...adminPageQuery,
  /** Part of the number, or of the buyer's email or name. */
  q: adminSearchText().optional(),
})

/** Staff mark a customer tax-exempt (churches, schools) with the certificate or tax id seen. */
export const taxStatusSchema = z.object({
  exempt: z.boolean(),
  taxId: singleLineText().trim().max(100).optional(),
  reason: singleLineText().trim().min(3, 'Say why (3 characters or more)').max(500),
})
export type TaxStatus = z.infer<typeof taxStatusSchema>
