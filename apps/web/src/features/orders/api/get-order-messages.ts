import type { OrderMessage } from '@marquee/core'
import { useQuery } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

/** What the shop wrote about one of the customer's custom orders. */
export function useOrderMessages(orderId: number) {
  return useQuery({
    queryKey: ['orders', orderId, 'messages'],
    queryFn: ({ signal }) =>
      withToken<{ messages: OrderMessage[] }>(`/orders/${orderId}/messages`, { signal }),
  })
}
