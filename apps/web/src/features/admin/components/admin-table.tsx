import type { Key, ReactNode } from 'react'

export interface AdminRow {
  key: Key
  cells: ReactNode[]
}

/** A plain data table for back-office lists; it scrolls sideways on a phone (focusable to do so by keys). */
export function AdminTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string
  columns: string[]
  rows: AdminRow[]
  empty: string
}) {
  if (rows.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-zinc-600 ring-1 ring-zinc-200">{empty}</p>
  }
  return (
    <section
      aria-label={`${caption} table`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-zinc-200 focus-visible:outline-2 focus-visible:outline-amber-500"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-100 text-xs uppercase tracking-wide text-zinc-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              {row.cells.map((cell, index) => (
                // On a phone a cell keeps to one line and the table scrolls, rather than
                // squeezing every column to a word a line; long text cells opt back in to wrap.
                <td
                  key={columns[index]}
                  className="px-4 py-3 text-zinc-800 max-sm:whitespace-nowrap"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
