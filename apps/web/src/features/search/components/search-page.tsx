import {
  fromSearchSlug,
  hasSearchTerms,
  LISTING_PAGE_SIZE,
  pageInfo,
  searchQueryFromParams,
} from '@marquee/core'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import {
  BrandFilter,
  type CardView,
  CategoryFilter,
  FILTERS_ID,
  FiltersToggle,
  PRODUCTS_ANCHOR,
  ShopResults,
  showingSummary,
  useClampPage,
  useMergeQuery,
  useSearchProducts,
} from '@/features/catalog'
import { cn } from '@/lib/cn'
import { SearchPrompt } from './search-prompt'

/** docs/requirements.md §2 shop search page: /shop/search?searchText=oil-change&productType=…&sortBy=…&page=… */
export function SearchPage() {
  const [params] = useSearchParams()
  const query = searchQueryFromParams(params)
  const active = hasSearchTerms(params)
  const mergeQuery = useMergeQuery()
  const navigate = useNavigate()
  const [view, setView] = useState<CardView>('grid')
  const [filtersOpen, setFiltersOpen] = useState(false)
  const { data, isError, isFetching, isPending } = useSearchProducts(query, active)
  // docs/requirements.md §4: on error the list empties, the total is 0 and there is 1 page.
  const results = isError ? [] : (data?.results ?? [])
  const total = isError ? 0 : (data?.count ?? 0)
  const { currentPage, totalPages } = pageInfo(total, query.page ?? 1, LISTING_PAGE_SIZE)
  useClampPage(query.page ?? 1, totalPages, active && data !== undefined && !isFetching)
  const searchText = params.get('searchText')

  const reset = () => {
    const kept = new URLSearchParams()
    if (searchText) kept.set('searchText', searchText)
    navigate(`/shop/search${kept.size > 0 ? `?${kept}` : ''}`)
  }

  return (
    <>
      <BreadcrumbBanner
        title="Shop Search Page"
        trail={[{ label: 'Shop', to: '/shop' }]}
        promo={searchText ? `Results for “${fromSearchSlug(searchText)}”` : undefined}
      />
      <Container className="py-10 sm:py-14">
        {!active ? (
          <SearchPrompt />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <div>
              <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
              <aside
                id={FILTERS_ID}
                aria-label="Filters"
                className={cn('flex flex-col gap-5', !filtersOpen && 'max-lg:hidden')}
              >
                <CategoryFilter
                  categories={data?.facets.categories ?? []}
                  category={query.category}
                  subcategory={query.subcategory}
                  onChange={mergeQuery}
                />
                <BrandFilter
                  brands={data?.facets.brands ?? []}
                  brand={query.brand}
                  onChange={mergeQuery}
                />
                <button
                  type="button"
                  onClick={reset}
                  className="rounded-full border border-zinc-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-zinc-900"
                >
                  Reset Filter
                </button>
              </aside>
            </div>
            <section
              id={PRODUCTS_ANCHOR}
              aria-labelledby="search-results-title"
              className="scroll-mt-32"
            >
              <h2 id="search-results-title" className="sr-only">
                Search results
              </h2>
              <ShopResults
                results={results}
                loading={isPending || isFetching}
                refreshing={false}
                summary={showingSummary(total, currentPage, results.length, '–')}
                sortBy={query.sortBy}
                onSortChange={(sortBy) => mergeQuery({ sortBy })}
                view={view}
                onViewChange={setView}
                columns={3}
                currentPage={currentPage}
                totalPages={totalPages}
                onPageChange={(page) => mergeQuery({ page })}
              />
            </section>
          </div>
        )}
      </Container>
    </>
  )
}
