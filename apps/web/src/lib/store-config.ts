import type { RuntimeConfig } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getConfig = (): Promise<RuntimeConfig> => apiGet<RuntimeConfig>('/config')

/** The server puts the runtime config in index.html (<meta name="marquee-config">); no request. */
export function configFromPage(): RuntimeConfig | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document.querySelector('meta[name="marquee-config"]')?.getAttribute('content')
  if (!content) return undefined
  try {
    return JSON.parse(content) as RuntimeConfig
  } catch {
    return undefined
  }
}

const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getConfig,
    initialData: configFromPage,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useConfig = () => useQuery(getConfigQueryOptions())
