import { QueryCache, QueryClient } from '@tanstack/react-query'

/** docs/requirements.md §8: catalogue and search failures are only logged; pages show an empty result. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.warn(`Request ${JSON.stringify(query.queryKey)} failed:`, error.message),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false },
    },
  })
}
