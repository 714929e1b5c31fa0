import { LISTING_API_PATH, type SearchQuery, type SearchResponse } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const searchProducts = (query: Partial<SearchQuery>, signal?: AbortSignal) =>
  apiGet<SearchResponse>(LISTING_API_PATH, { ...query }, signal)

export const searchProductsQueryOptions = (query: Partial<SearchQuery>) =>
  queryOptions({
    queryKey: ['products', 'search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    // docs/requirements.md §8: a failed search is only logged; the page shows an empty result instead.
    retry: false,
  })

export const useSearchProducts = (query: Partial<SearchQuery>, enabled = true) =>
  useQuery({ ...searchProductsQueryOptions(query), enabled, placeholderData: keepPreviousData })
