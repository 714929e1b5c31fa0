import type { AdminInvoicePage, TaxStatus } from '@marquee/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

/** GET /api/admin/invoices: every invoice and credit note, searchable by number or buyer. */
export function useAdminInvoices(filter: { page: number; q: string }) {
  return useQuery({
    queryKey: ['admin', 'invoices', filter],
    queryFn: ({ signal }) =>
      adminRequest<AdminInvoicePage>('/invoices', { params: filter, signal }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/admin/customers/{id}/tax: a customer's tax exemption, with the reason. */
export function useSetTaxStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...status }: TaxStatus & { id: string }) =>
      adminRequest(`/customers/${id}/tax`, { method: 'POST', body: status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] }),
  })
}
