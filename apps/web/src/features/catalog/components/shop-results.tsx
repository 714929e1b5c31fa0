import type { Product, SortBy } from '@marquee/core'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { EmptyResults } from './empty-results'
import type { CardView } from './product-card'
import { type GridColumns, ProductGrid } from './product-grid'
import { ResultsToolbar } from './results-toolbar'

interface ShopResultsProps {
  results: Product[]
  loading: boolean
  /** The previous answer is on screen while the next one loads. */
  refreshing: boolean
  summary: string | null
  sortBy: SortBy | undefined
  onSortChange: (sortBy: SortBy) => void
  view: CardView
  onViewChange: (view: CardView) => void
  columns: GridColumns
  currentPage: number
  totalPages: number
  onPageChange: (page: number) => void
}

/**
 * Toolbar, grid (or spinner, or the empty state) and pagination, shared by shop and search.
 * While loading, the spinner holds a screen's height, so the footer stays below the fold and
 * does not jump when the cards arrive. The first row's posters load first: on a phone the
 * first is the page's largest paint.
 */
export function ShopResults(props: ShopResultsProps) {
  const { results, loading, refreshing, view, columns } = props
  return (
    <div>
      <ResultsToolbar
        summary={props.summary}
        sortBy={props.sortBy}
        onSortChange={props.onSortChange}
        view={view}
        onViewChange={props.onViewChange}
      />
      {loading && (
        <div className="min-h-svh">
          <Spinner label="Loading clips" />
        </div>
      )}
      {!loading && results.length === 0 && <EmptyResults />}
      {!loading && results.length > 0 && (
        <div
          aria-busy={refreshing}
          className={cn('transition-opacity', refreshing && 'opacity-60')}
        >
          <ProductGrid products={results} view={view} columns={columns} eager={columns} />
        </div>
      )}
      <Pagination
        currentPage={props.currentPage}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
      />
    </div>
  )
}
