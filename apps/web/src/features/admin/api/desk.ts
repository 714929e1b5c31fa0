import type {
  AdminContactMessagePage,
  AdminCustomerPage,
  AdminOrderPage,
  Dashboard,
  MailLogPage,
} from '@marquee/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminRequest<Dashboard>('/dashboard', { signal }),
  })
}

export function useAdminOrders(filter: { page: number; q: string; payment: string }) {
  return useQuery({
    queryKey: ['admin', 'orders', filter],
    queryFn: ({ signal }) =>
      adminRequest<AdminOrderPage>('/orders', {
        params: { page: filter.page, q: filter.q, payment: filter.payment },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useCustomers(filter: { page: number; q: string }) {
  return useQuery({
    queryKey: ['admin', 'customers', filter],
    queryFn: ({ signal }) =>
      adminRequest<AdminCustomerPage>('/customers', { params: filter, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'messages', page],
    queryFn: ({ signal }) =>
      adminRequest<AdminContactMessagePage>('/messages', { params: { page }, signal }),
  })
}

export function useMailLog(page: number) {
  return useQuery({
    queryKey: ['admin', 'mail', page],
    queryFn: ({ signal }) => adminRequest<MailLogPage>('/mail', { params: { page }, signal }),
  })
}

export function useDeskActions() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] })
  return {
    refund: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        adminRequest(`/orders/${id}/refund`, { method: 'POST', body: { reason } }),
      onSuccess,
    }),
    credits: useMutation({
      mutationFn: (change: {
        id: string
        downloads: number
        customisations: number
        reason: string
      }) =>
        adminRequest(`/customers/${change.id}/credits`, {
          method: 'POST',
          body: {
            downloads: change.downloads,
            customisations: change.customisations,
            reason: change.reason,
          },
        }),
      onSuccess,
    }),
    markRead: useMutation({
      mutationFn: (id: number) => adminRequest(`/messages/${id}/read`, { method: 'POST' }),
      onSuccess,
    }),
  }
}
