import type { ReactNode } from 'react'

/** One card of the account page, titled for screen readers and sighted readers alike. */
export function AccountSection({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-8"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-zinc-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
