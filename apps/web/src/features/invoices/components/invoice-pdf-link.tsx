import type { InvoiceSummary } from '@marquee/core'
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { notify } from '@/lib/notify'
import { fetchInvoicePdf } from '../api/invoice-pdf'

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 underline-offset-4 hover:underline disabled:opacity-60'

/**
 * The PDF of one invoice: Stripe's own address opens as a link; the store's is fetched with
 * the bearer token and saved under the invoice's number.
 */
export function InvoicePdfLink({
  invoice,
}: {
  invoice: Pick<InvoiceSummary, 'number' | 'pdf_url'>
}) {
  const [busy, setBusy] = useState(false)
  const label = `PDF of ${invoice.number}`
  if (/^https?:/.test(invoice.pdf_url)) {
    return (
      <a
        href={invoice.pdf_url}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={label}
      >
        <FileDown aria-hidden="true" className="size-4" />
        PDF
      </a>
    )
  }
  const save = async () => {
    setBusy(true)
    try {
      const url = URL.createObjectURL(await fetchInvoicePdf(invoice.pdf_url))
      const link = document.createElement('a')
      link.href = url
      link.download = `${invoice.number}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The invoice could not be fetched.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      className={linkClass}
      aria-label={label}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? 'Preparing…' : 'PDF'}
    </button>
  )
}
