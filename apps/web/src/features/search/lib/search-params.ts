import { fromSearchSlug, type SearchQuery } from '@marquee/core'
import { isSortBy, PAGE_SIZE } from '@/lib/search-constants'

const positiveInt = (value: string | null): number | undefined => {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined
}

/**
 * The API query for the search page's address (SPEC §2): searchText's dashes become spaces
 * and page defaults to 1. Without a sortBy the API ranks text matches best first and sorts
 * anything else by title, which is the "Default Sorting" the sort select shows. The search overlay builds its prefetch through this
 * too, so the page finds the answer already cached.
 */
export function searchQueryFromParams(params: URLSearchParams): Partial<SearchQuery> {
  const text = params.get('searchText')
  const sortBy = params.get('sortBy')
  return {
    q: text ? fromSearchSlug(text) : undefined,
    productType: params.get('productType') || undefined,
    category: params.get('category') || undefined,
    subcategory: params.get('subcategory') || undefined,
    brand: params.get('brand') || undefined,
    sortBy: isSortBy(sortBy) ? sortBy : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
  }
}

/** The search page loads only with something to search for. */
export const hasSearchTerms = (params: URLSearchParams): boolean =>
  Boolean(params.get('searchText') || params.get('productType'))
