import type { ProductPage } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiRequestError, apiGet } from '@/lib/api-client'

/** GET /api/productDetails/{id}: the clip and its personalisation template (null when it has none). */
export const getProductDetails = (id: string, signal?: AbortSignal): Promise<ProductPage> =>
  apiGet<ProductPage>(`/productDetails/${encodeURIComponent(id)}`, undefined, signal)

export const getProductDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'details', id],
    queryFn: ({ signal }) => getProductDetails(id, signal),
    // A 4xx will not heal by asking again; the page sends the shopper to /404 at once.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  })

export const useProductDetails = (id: string, enabled = true) =>
  useQuery({ ...getProductDetailsQueryOptions(id), enabled })

/** The API's answer for an id it does not know (404) or that is no id at all (400). */
export const isMissingProduct = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
