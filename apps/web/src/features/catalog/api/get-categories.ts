import type { Category } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getCategories = (signal?: AbortSignal): Promise<Category[]> =>
  apiGet<Category[]>('/categories', undefined, signal)

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal) })

export const useCategories = () => useQuery(getCategoriesQueryOptions())
