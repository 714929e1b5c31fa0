import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { AccountInvoices } from './account-invoices'

withTestUser('pro@marquee.local', 'Priya Pro')

const invoice = {
  id: '7c1f3a5e-0000-4000-8000-000000000001',
  number: 'MQ-2026-000001',
  kind: 'invoice',
  date: '2026-11-27T10:00:00.000Z',
  total: 98.1,
  tax: 7.48,
  currency: 'usd',
  corrects: null,
  pdf_url: '/api/invoices/7c1f3a5e-0000-4000-8000-000000000001/pdf',
}

describe('AccountInvoices', () => {
  it('lists number, date, total and a PDF for each invoice, a credit note as money back', async () => {
    const api = fakeApi({
      '/api/invoices': {
        invoices: [
          {
            ...invoice,
            id: 'note',
            number: 'MQ-CN-2026-000001',
            kind: 'credit_note',
            total: 10,
            corrects: 'MQ-2026-000001',
          },
          invoice,
        ],
      },
    })
    renderWithRouter(<AccountInvoices email="pro@marquee.local" />)
    const row = (await screen.findByText('MQ-2026-000001', { selector: 'span' })).closest('tr')
    if (!row) throw new Error('no invoice row')
    expect(within(row).getByText('$98.10')).toBeTruthy()
    expect(within(row).getAllByText('Nov 27, 2026').length).toBeGreaterThan(0)
    expect(within(row).getByRole('button', { name: 'PDF of MQ-2026-000001' })).toBeTruthy()
    expect(screen.getByText('Credit note for MQ-2026-000001')).toBeTruthy()
    expect(screen.getByText('−$10.00')).toBeTruthy()
    const [, init] = api.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token')
  })

  it("links a Stripe invoice's PDF to Stripe's own address", async () => {
    const pdf = 'https://pay.stripe.com/invoice/acct_1/test/pdf'
    fakeApi({ '/api/invoices': { invoices: [{ ...invoice, pdf_url: pdf }] } })
    renderWithRouter(<AccountInvoices email="pro@marquee.local" />)
    const link = await screen.findByRole('link', { name: 'PDF of MQ-2026-000001' })
    expect(link.getAttribute('href')).toBe(pdf)
  })
})
