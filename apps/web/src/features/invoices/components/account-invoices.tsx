import type { InvoiceSummary } from '@marquee/core'
import { dateFormatter } from '@/lib/date-format'
import { useInvoices } from '../api/get-invoices'
import { InvoicePdfLink } from './invoice-pdf-link'

const dateFormat = dateFormatter({ dateStyle: 'medium', timeZone: 'UTC' })
const money = (invoice: InvoiceSummary) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(
    invoice.total,
  )

/** The account's invoices: number, date, total and PDF of every payment and refund. */
export function AccountInvoices({ email }: { email: string }) {
  const invoices = useInvoices(email)
  if (invoices.isPending) return <p className="text-sm text-zinc-600">Loading your invoices…</p>
  if (invoices.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-rose-700">
        We could not load your invoices: {invoices.error.message}
      </p>
    )
  }
  if (invoices.data.invoices.length === 0) {
    return <p className="text-sm text-zinc-600">No invoices yet: each payment gets one here.</p>
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your invoices</caption>
      <thead className="text-xs uppercase tracking-wide text-zinc-500">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            Number
          </th>
          <th scope="col" className="hidden pb-2 font-semibold sm:table-cell">
            Date
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Total
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            <span className="sr-only">Download</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-200">
        {invoices.data.invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td className="py-3 pr-2 align-top">
              <span className="block font-mono font-semibold whitespace-nowrap text-zinc-900">
                {invoice.number}
              </span>
              {/* On a phone the date sits under the number: four columns do not fit. */}
              <time dateTime={invoice.date} className="block text-xs text-zinc-600 sm:hidden">
                {dateFormat(new Date(invoice.date))}
              </time>
              {invoice.kind === 'credit_note' && (
                <span className="text-xs text-zinc-600">Credit note for {invoice.corrects}</span>
              )}
            </td>
            <td className="hidden py-3 pr-2 align-top whitespace-nowrap text-zinc-700 sm:table-cell">
              <time dateTime={invoice.date}>{dateFormat(new Date(invoice.date))}</time>
            </td>
            <td className="py-3 pr-2 text-right align-top font-semibold whitespace-nowrap text-zinc-900">
              {invoice.kind === 'credit_note' ? `−${money(invoice)}` : money(invoice)}
            </td>
            <td className="py-3 text-right align-top">
              <InvoicePdfLink invoice={invoice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
