import type { AuditPage } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export interface AuditFilter {
  page: number
  entity?: string
}

export const auditQueryOptions = ({ page, entity }: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', page, entity ?? ''],
    queryFn: ({ signal }) =>
      adminRequest<AuditPage>('/audit', { params: { page, pageSize: 25, entity }, signal }),
    placeholderData: keepPreviousData,
  })

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter))
}
