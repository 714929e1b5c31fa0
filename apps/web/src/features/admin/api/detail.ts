import type { AdminCustomerDetail, AdminOrderDetail } from '@marquee/core'
import { useQuery } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

/** One order whole: its lines, money, invoice, downloads, messages and audit. */
export function useOrderDetail(id: number) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: ({ signal }) => adminRequest<AdminOrderDetail>(`/orders/${id}`, { signal }),
  })
}

/** One customer whole: plan, credits, latest orders and downloads, reviews. */
export function useCustomerDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) =>
      adminRequest<AdminCustomerDetail>(`/customers/${encodeURIComponent(id)}`, { signal }),
  })
}
