import type { AdminCustomRequestPage } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export const customRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'custom-requests', page],
    queryFn: ({ signal }) =>
      adminRequest<AdminCustomRequestPage>('/custom-requests', {
        params: { page, pageSize: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useCustomRequests = (page: number) => useQuery(customRequestsQueryOptions(page))
