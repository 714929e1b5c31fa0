import type { Product } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getProducts = (signal?: AbortSignal): Promise<Product[]> =>
  apiGet<Product[]>('/products', undefined, signal)

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal) })

export const useProducts = (enabled = true) => useQuery({ ...getProductsQueryOptions(), enabled })
