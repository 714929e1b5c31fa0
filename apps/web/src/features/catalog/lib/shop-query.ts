import type { SearchQuery } from '@marquee/core'
import { isSortBy, PAGE_SIZE } from '@/lib/search-constants'

const text = (params: URLSearchParams, key: string) => params.get(key) || undefined

const nonNegative = (value: string | null): number | undefined => {
  if (value === null || value === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined
}

/** The shop listing's API query from its address (SPEC §4 "Filters live in the address query"). */
export function shopQueryFromParams(params: URLSearchParams): Partial<SearchQuery> {
  const page = Number(params.get('page'))
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
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  }
}
