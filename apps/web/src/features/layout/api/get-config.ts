import type { RuntimeConfig } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getConfig = (): Promise<RuntimeConfig> => apiGet<RuntimeConfig>('/config')

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY })

export const useConfig = () => useQuery(getConfigQueryOptions())
