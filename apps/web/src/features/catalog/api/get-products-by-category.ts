import type { Product } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getProductsByCategory = (category: string, signal?: AbortSignal) =>
  apiGet<Product[]>(`/productsByCategory/${encodeURIComponent(category)}`, undefined, signal)

export const getProductsByCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['products', 'by-category', category],
    queryFn: ({ signal }) => getProductsByCategory(category, signal),
  })

export const useProductsByCategory = (category: string) =>
  useQuery(getProductsByCategoryQueryOptions(category))
