import type { ReactNode } from 'react'

/** A titled, numbered list of the range's leaders (clips, searches), or a line saying there are none. */
export function RankedList({
  title,
  empty,
  rows,
}: {
  title: string
  empty: string
  rows: { key: string | number; label: ReactNode; value: string }[]
}) {
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-zinc-200">
      <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">{empty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-zinc-100 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">{row.label}</span>
              <span className="shrink-0 font-semibold tabular-nums text-zinc-900">{row.value}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
