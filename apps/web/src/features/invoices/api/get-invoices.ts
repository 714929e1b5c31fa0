import type { InvoiceList } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

export const getInvoices = (signal?: AbortSignal) => withToken<InvoiceList>('/invoices', { signal })

export const invoicesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['invoices', email],
    queryFn: ({ signal }) => getInvoices(signal),
  })

/** GET /api/invoices: the signed-in customer's invoices and credit notes, newest first. */
export function useInvoices(email: string) {
  return useQuery(invoicesQueryOptions(email))
}
