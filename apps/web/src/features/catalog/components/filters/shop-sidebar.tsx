import type { SearchFacets, SearchQuery } from '@marquee/core'
import { RotateCcw } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { BrandFilter } from './brand-filter'
import { CategoryFilter } from './category-filter'
import { ColorFilter } from './color-filter'
import { SizeFilter } from './size-filter'

// Only shop-right has the slider; it loads there instead of with the home page's JavaScript.
const PriceFilter = lazy(() =>
  import('./price-filter').then((module) => ({ default: module.PriceFilter })),
)

interface ShopSidebarProps {
  facets: SearchFacets | undefined
  query: Partial<SearchQuery>
  onChange: (changes: QueryChanges) => void
  /** shop-right's extras: price, size and colour filters and a reset (docs/requirements.md §2). */
  extended?: boolean
  onReset?: () => void
}

export function ShopSidebar({
  facets,
  query,
  onChange,
  extended = false,
  onReset,
}: ShopSidebarProps) {
  if (!facets) return null
  return (
    <aside aria-label="Filters" className="flex flex-col gap-5">
      <CategoryFilter
        categories={facets.categories}
        category={query.category}
        subcategory={query.subcategory}
        onChange={onChange}
      />
      {extended && (
        <>
          <Suspense fallback={<div className="h-32 rounded-2xl bg-white ring-1 ring-zinc-200" />}>
            <PriceFilter
              max={Math.max(facets.price.max, query.maxPrice ?? 0)}
              minPrice={query.minPrice}
              maxPrice={query.maxPrice}
              onChange={onChange}
            />
          </Suspense>
          <SizeFilter sizes={facets.sizes} size={query.size} onChange={onChange} />
          <ColorFilter colors={facets.colors} color={query.color} onChange={onChange} />
        </>
      )}
      <BrandFilter brands={facets.brands} brand={query.brand} onChange={onChange} />
      {onReset && (
        <button type="button" onClick={onReset} className={buttonClass('outline', 'md', 'w-full')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset Filter
        </button>
      )}
    </aside>
  )
}
