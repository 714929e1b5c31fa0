import type { Suggestion } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getSuggestions = async (q: string, signal?: AbortSignal): Promise<Suggestion[]> => {
  const response = await apiGet<{ suggestions: Suggestion[] }>('/products/suggest', { q }, signal)
  return response.suggestions
}

export const getSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** Suggestions for what is typed so far; nothing is asked for an empty box. */
export const useSuggestions = (q: string) =>
  useQuery({
    ...getSuggestionsQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  })
