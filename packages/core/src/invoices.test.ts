import { describe, expect, it } from 'vitest'
import { includedTaxCents, invoiceAmounts, invoiceNumber } from './invoices.ts'

describe('invoice arithmetic', () => {
  it('finds the tax inside a tax-inclusive total', () => {
    // $120.00 at 20% holds $20.00 of tax; $87.30 at 8.25% holds $6.65.
    expect(includedTaxCents(12_000, 20)).toBe(2000)
    expect(includedTaxCents(8730, 8.25)).toBe(665)
    expect(includedTaxCents(8730, 0)).toBe(0)
  })

  it('takes the discount off the lines before the tax', () => {
    const amounts = invoiceAmounts([{ amountCents: 9000 }, { amountCents: 3000 }], 1200, 10)
    expect(amounts).toEqual({
      subtotalCents: 12_000,
      discountCents: 1200,
      taxCents: 982,
      totalCents: 10_800,
    })
  })

  it('numbers with six digits at least, never truncating', () => {
    expect(invoiceNumber('MQ-2026', 1)).toBe('MQ-2026-000001')
    expect(invoiceNumber('MQ-CN-2026', 1_234_567)).toBe('MQ-CN-2026-1234567')
  })
})
