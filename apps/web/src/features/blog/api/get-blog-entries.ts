import type { BlogEntry } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export const getBlogEntries = (signal?: AbortSignal): Promise<BlogEntry[]> =>
  apiGet<BlogEntry[]>('/blog', undefined, signal)

export const getBlogEntriesQueryOptions = () =>
  queryOptions({ queryKey: ['blog'], queryFn: ({ signal }) => getBlogEntries(signal) })

export const useBlogEntries = () => useQuery(getBlogEntriesQueryOptions())
