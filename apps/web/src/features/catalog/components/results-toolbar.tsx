import type { SortBy } from '@marquee/core'
import type { CardView } from './product-card'
import { SortSelect } from './sort-select'
import { ViewToggle } from './view-toggle'

interface ResultsToolbarProps {
  summary: string | null
  sortBy: SortBy | undefined
  onSortChange: (value: SortBy) => void
  view: CardView
  onViewChange: (view: CardView) => void
}

/** "Showing …" on the left; sort and grid/list on the right. */
export function ResultsToolbar({
  summary,
  sortBy,
  onSortChange,
  view,
  onViewChange,
}: ResultsToolbarProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-3 pl-5 ring-1 ring-zinc-200">
      {/* A line of its own on a phone, held while loading, so the toolbar keeps its height. */}
      <p aria-live="polite" className="min-h-5 text-sm text-zinc-700 max-sm:basis-full">
        {summary}
      </p>
      <div className="flex items-center gap-3">
        <SortSelect value={sortBy} onChange={onSortChange} />
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
    </div>
  )
}
