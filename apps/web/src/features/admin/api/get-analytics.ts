import type { Analytics } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export interface AnalyticsRange {
  from: string
  to: string
}

export const getAnalytics = (range: AnalyticsRange, signal?: AbortSignal) =>
  adminRequest<Analytics>('/analytics', { params: { ...range }, signal })

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
  })

/** The shop's figures over the days asked for (GET /api/admin/analytics). */
export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range))
