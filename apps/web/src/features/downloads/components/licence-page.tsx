import { Printer } from 'lucide-react'
import { useParams } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { useLicence } from '../api/get-account-downloads'
import { describeDownload, describeTexts, formatBytes, formatDate } from '../lib/describe-download'

/** /pages/licence/:id: one download's single-use licence, laid out to print. */
export function LicencePage() {
  const { id = '' } = useParams()
  const licence = useLicence(id)
  const texts = licence.data ? describeTexts(licence.data.personalization) : null
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        {licence.isPending ? (
          <Spinner label="Loading the licence" />
        ) : licence.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-300">
            This licence could not be found in your account.
          </p>
        ) : (
          <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-10 print:shadow-none print:ring-0">
            <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">
              Marquee licence
            </p>
            <h1 className="mt-1 text-3xl font-extrabold text-zinc-950">
              {licence.data.productTitle}
            </h1>
            <p className="mt-3 text-lg text-zinc-800">{licence.data.terms}</p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              {[
                ['Licensed to', `${licence.data.customerName} (${licence.data.customerEmail})`],
                ['File', describeDownload(licence.data)],
                ...(texts ? [['Personalised with', texts]] : []),
                ['Size of the file', formatBytes(licence.data.bytes)],
                ['Issued', formatDate(licence.data.issuedAt)],
                ['Licence number', licence.data.id],
                ['SHA-256 of the file', licence.data.sha256],
              ].map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-zinc-900">{term}</dt>
                  <dd className="break-all text-zinc-700">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-xs text-zinc-600">
              The SHA-256 identifies the exact file delivered. Keep this page with your sign's
              records.
            </p>
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonClass('dark', 'md', 'mt-6 print:hidden')}
            >
              <Printer aria-hidden="true" className="size-4" />
              Print licence
            </button>
          </article>
        )}
      </div>
    </Container>
  )
}
