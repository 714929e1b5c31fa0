import { HOME_PRODUCT_LIMIT, type Product } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

/** The home page and the first-product route show a window of the catalogue, never all of it. */
export const getProducts = (signal?: AbortSignal): Promise<Product[]> =>
  apiGet<Product[]>('/products', { limit: HOME_PRODUCT_LIMIT }, signal)

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal) })

export const useProducts = (enabled = true) => useQuery({ ...getProductsQueryOptions(), enabled })
