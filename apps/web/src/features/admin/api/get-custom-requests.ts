import type { AdminCustomRequestPage, CustomRequestStatus } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export const customRequestsQueryOptions = (page: number, status: CustomRequestStatus | null) =>
  queryOptions({
    queryKey: ['admin', 'custom-requests', page, status],
    queryFn: ({ signal }) =>
      adminRequest<AdminCustomRequestPage>('/custom-requests', {
        params: { page, pageSize: 25, ...(status ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useCustomRequests = (page: number, status: CustomRequestStatus | null) =>
  useQuery(customRequestsQueryOptions(page, status))
