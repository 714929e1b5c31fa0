import { LISTING_PAGE_SIZE, pageInfo, shopQueryFromParams } from '@marquee/core'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { useAfterPaint } from '@/hooks/use-after-paint'
import { cn } from '@/lib/cn'
import { useSearchProducts } from '../api/search-products'
import { useClampPage } from '../hooks/use-clamp-page'
import { PRODUCTS_ANCHOR, useMergeQuery } from '../hooks/use-merge-query'
import { showingSummary } from '../lib/showing-summary'
import { FILTERS_ID, FiltersToggle } from './filters/filters-toggle'
import { ShopSidebar } from './filters/shop-sidebar'
import type { CardView } from './product-card'
import { ShopResults } from './shop-results'

export type ShopLayout = 'left-sidebar' | 'right-sidebar' | '4-col' | '3-col'

/** docs/requirements.md §2 shop listing and its three variants. */
export function ShopPage({ layout }: { layout: ShopLayout }) {
  const [params] = useSearchParams()
  const query = shopQueryFromParams(params)
  const mergeQuery = useMergeQuery()
  const navigate = useNavigate()
  const [view, setView] = useState<CardView>('grid')
  const [filtersOpen, setFiltersOpen] = useState(false)
  const { data, isPending, isError, isPlaceholderData } = useSearchProducts(query)
  const results = isError ? [] : (data?.results ?? [])
  const total = isError ? 0 : (data?.count ?? 0)
  const { currentPage, totalPages } = pageInfo(total, query.page ?? 1, LISTING_PAGE_SIZE)
  useClampPage(query.page ?? 1, totalPages, data !== undefined && !isPlaceholderData)
  const withSidebar = layout === 'left-sidebar' || layout === 'right-sidebar'
  // The filters follow the first cards' paint: on a phone they are folded away, and on a wide
  // screen they fill their own column, so nothing moves when they arrive.
  const showFilters = useAfterPaint(data !== undefined)

  return (
    <>
      <BreadcrumbBanner
        title="Shop Page"
        promo="Every clip renders at your sign's exact pixel size"
      />
      <Container className="py-10 sm:py-14">
        <div
          className={cn(
            'grid gap-8',
            layout === 'left-sidebar' && 'lg:grid-cols-[17rem_minmax(0,1fr)]',
            layout === 'right-sidebar' && 'lg:grid-cols-[minmax(0,1fr)_17rem]',
          )}
        >
          {withSidebar && (
            <div className={cn(layout === 'right-sidebar' && 'lg:order-last')}>
              <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
              <div id={FILTERS_ID} className={cn(!filtersOpen && 'max-lg:hidden')}>
                <ShopSidebar
                  facets={showFilters ? data?.facets : undefined}
                  query={query}
                  onChange={mergeQuery}
                  extended={layout === 'right-sidebar'}
                  onReset={layout === 'right-sidebar' ? () => navigate('/shop') : undefined}
                />
              </div>
            </div>
          )}
          <section
            id={PRODUCTS_ANCHOR}
            aria-labelledby="shop-products-title"
            className="scroll-mt-32"
          >
            <h2 id="shop-products-title" className="sr-only">
              Products
            </h2>
            <ShopResults
              results={results}
              loading={isPending}
              refreshing={isPlaceholderData}
              summary={showingSummary(total, currentPage, results.length)}
              sortBy={query.sortBy}
              onSortChange={(sortBy) => mergeQuery({ sortBy })}
              view={view}
              onViewChange={setView}
              columns={layout === '4-col' ? 4 : 3}
              currentPage={currentPage}
              totalPages={totalPages}
              onPageChange={(page) => mergeQuery({ page })}
            />
          </section>
        </div>
      </Container>
    </>
  )
}
