import type { OrderPage } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

export const ORDERS_PER_PAGE = 10

/** docs/requirements.md §7 GET /orders/user/{email}: the customer's own orders, newest first, one page. */
export const getUserOrders = (email: string, page: number, signal?: AbortSignal) =>
  withToken<OrderPage>(`/orders/user/${encodeURIComponent(email)}`, {
    params: { page, pageSize: ORDERS_PER_PAGE },
    signal,
  })

export const getUserOrdersQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: ['orders', 'user', email, page],
    queryFn: ({ signal }) => getUserOrders(email, page, signal),
  })

export const useUserOrders = (email: string, page: number) =>
  useQuery({ ...getUserOrdersQueryOptions(email, page), placeholderData: keepPreviousData })
