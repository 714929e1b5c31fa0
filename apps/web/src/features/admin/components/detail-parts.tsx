import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The way back to the list a detail page was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-zinc-700 hover:text-zinc-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}

/** One titled part of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${title}-heading`.replace(/\W+/g, '-')} className="mt-8 min-w-0">
      <h2
        id={`${title}-heading`.replace(/\W+/g, '-')}
        className="mb-3 text-lg font-semibold text-zinc-900"
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Labelled facts in a white card; long ids break rather than push the page sideways. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-5 text-sm ring-1 ring-zinc-200 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-zinc-600">{label}</dt>
          <dd className="mt-0.5 break-words text-zinc-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A detail page's empty part, said in words, as an empty back-office table says it. */
export function Nothing({ children }: { children: string }) {
  return <p className="rounded-xl bg-white p-6 text-zinc-600 ring-1 ring-zinc-200">{children}</p>
}
