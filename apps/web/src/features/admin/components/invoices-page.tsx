import { useState } from 'react'
import { InvoicePdfLink } from '@/features/invoices'
import { useAdminInvoices } from '../api/invoices'
import { AdminListPage, ListSearch } from './admin-list-page'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** /admin/invoices: every invoice and credit note, with the buyer and the PDF. */
export function InvoicesPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  return (
    <AdminListPage
      title="Invoices"
      description="Every payment's invoice and every refund's credit note, newest first."
      filters={
        <ListSearch
          label="Search invoices"
          placeholder="Number or buyer"
          value={q}
          onChange={(value) => {
            setQ(value)
            setPage(1)
          }}
        />
      }
      list={useAdminInvoices({ page, q })}
      loadingLabel="Loading invoices"
      caption="Invoices"
      empty="No invoices match."
      columns={['Number', 'Date', 'Buyer', 'Tax', 'Total', 'PDF']}
      row={(invoice) => ({
        key: invoice.id,
        cells: [
          <span key="number">
            <span className="block font-mono font-semibold">{invoice.number}</span>
            {invoice.kind === 'credit_note' && (
              <span className="text-xs text-zinc-600">Credit note for {invoice.corrects}</span>
            )}
          </span>,
          dateFormat.format(new Date(invoice.date)),
          <span key="buyer">
            <span className="block font-semibold">{invoice.buyer_name}</span>
            <span className="text-zinc-600">{invoice.buyer_email}</span>
          </span>,
          dollars.format(invoice.tax),
          <span key="total" className="font-semibold">
            {invoice.kind === 'credit_note' ? '−' : ''}
            {dollars.format(invoice.total)}
          </span>,
          <InvoicePdfLink key="pdf" invoice={invoice} />,
        ],
      })}
      onPageChange={setPage}
    />
  )
}
