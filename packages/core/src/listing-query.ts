import type { QueryParams } from './page-meta.ts'
import type { SearchQuery, SortBy } from './search.ts'
import { fromSearchSlug } from './search-text.ts'

/*
 * The shop's and the search page's API call, worked out from the page's address. The
 * storefront fetches it and the server's page shell preloads it, so both must build the same
 * URL byte for byte: this module is the one place that does. It holds no zod schema (the
 * browser imports it); listing-query.test.ts keeps the mirrors below equal to search.ts's.
 */

export const LISTING_PAGE_SIZE = 12
const SORTS: readonly SortBy[] = ['asc', 'high', 'low', 'sale']

export const isSortBy = (value: string | null): value is SortBy =>
  value !== null && (SORTS as readonly string[]).includes(value)

export type ApiParams = Record<string, string | number | boolean | null | undefined>

/** Form encoding, as a browser's URLSearchParams writes a space. */
const encode = (text: string) => encodeURIComponent(text).replaceAll('%20', '+')

/** Builds `/api{path}?…`, leaving out empty values so URLs stay canonical for caching. */
export function apiUrl(path: string, params?: ApiParams): string {
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&')
  return `/api${path}${query ? `?${query}` : ''}`
}

/** Where both pages' listings come from. */
export const LISTING_API_PATH = '/products/search'

const text = (params: QueryParams, key: string) => params.get(key) || undefined

const nonNegative = (value: string | null): number | undefined => {
  if (value === null || value === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined
}

const positiveInt = (value: string | null): number | undefined => {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined
}

/** The shop listing's API query from its address (docs/requirements.md §4 "Filters live in the address query"). */
export function shopQueryFromParams(params: QueryParams): Partial<SearchQuery> {
  const sortBy = params.get('sortBy')
  const minPrice = nonNegative(params.get('minPrice'))
  const maxPrice = nonNegative(params.get('maxPrice'))
  const inverted = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
  return {
    category: text(params, 'category'),
    subcategory: text(params, 'subcategory'),
    brand: text(params, 'brand'),
    size: text(params, 'size'),
    color: text(params, 'color'),
    minPrice: inverted ? maxPrice : minPrice,
    maxPrice: inverted ? minPrice : maxPrice,
    sortBy: isSortBy(sortBy) ? sortBy : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: LISTING_PAGE_SIZE,
  }
}

/**
 * The API query for the search page's address (docs/requirements.md §2): searchText's dashes become spaces
 * and page defaults to 1. Without a sortBy the API ranks text matches best first and sorts
 * anything else by title, which is the "Default Sorting" the sort select shows. The search
 * overlay builds its prefetch through this too, so the page finds the answer already cached.
 */
export function searchQueryFromParams(params: QueryParams): Partial<SearchQuery> {
  const searchText = params.get('searchText')
  const sortBy = params.get('sortBy')
  return {
    q: searchText ? fromSearchSlug(searchText) : undefined,
    productType: text(params, 'productType'),
    category: text(params, 'category'),
    subcategory: text(params, 'subcategory'),
    brand: text(params, 'brand'),
    sortBy: isSortBy(sortBy) ? sortBy : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: LISTING_PAGE_SIZE,
  }
}

/** The search page loads only with something to search for. */
export const hasSearchTerms = (params: QueryParams): boolean =>
  Boolean(params.get('searchText') || params.get('productType'))

/** The API call that lists a query's clips, exactly as the storefront makes it. */
export const listingApiUrl = (query: Partial<SearchQuery>) => apiUrl(LISTING_API_PATH, query)
