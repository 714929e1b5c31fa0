import { describe, expect, it } from 'vitest'
import { pdfText } from '../../../test/helpers/invoices.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import type { InvoiceRow } from './issue-invoice.ts'

const party = {
  name: 'Lumen Signs Ltd',
  email: 'shop@example.com',
  addressLines: ['7 Harbour Road'],
  taxId: null,
}

const longInvoice = (lines: number): InvoiceRow => ({
  id: 'x',
  number: 'MQ-2026-000777',
  kind: 'invoice',
  issuer: 'store',
  paymentKey: 'k',
  userId: 'u',
  checkoutSessionId: null,
  correctsInvoiceId: null,
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  currency: 'usd',
  seller: party,
  buyer: { ...party, name: 'St Mary School' },
  lines: Array.from({ length: lines }, (_, index) => ({
    description: `Clip ${index + 1}`,
    details: ['MP4 · 384 × 192 px', 'Rush order'],
    quantity: 1,
    unitCents: 1000,
    amountCents: 1000,
  })),
  subtotalCents: lines * 1000,
  discountCents: 0,
  taxCents: 0,
  taxPercent: 0,
  totalCents: lines * 1000,
  providerPdfUrl: null,
})

describe('the invoice PDF', () => {
  it('carries a long cart over to further pages, every line and the total shown', async () => {
    const pdf = await renderInvoicePdf(longInvoice(40), null)
    // Sixteen lines to a page: three pages, not one page per stray column.
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []
    expect(pages).toHaveLength(3)
    const text = pdfText(pdf)
    for (const index of [1, 20, 40]) expect(text).toContain(`Clip ${index}`)
    expect(text).toContain('$400.00')
  })
})
