import type { CheckoutSession } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

/** How often the success page asks again while the payment is not settled yet. */
export const CHECKOUT_POLL_MS = 1500

/** GET /api/checkout/sessions/{id}: the checkout's state and its orders (asks the provider too). */
export const getCheckoutSession = (id: string, signal?: AbortSignal) =>
  withToken<CheckoutSession>(`/checkout/sessions/${encodeURIComponent(id)}`, { signal })

export const getCheckoutSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout-session', id],
    queryFn: ({ signal }) => getCheckoutSession(id, signal),
    staleTime: 0,
    // Asked again until the payment is settled one way or the other.
    refetchInterval: (query) => (query.state.data?.status === 'open' ? CHECKOUT_POLL_MS : false),
  })

export const useCheckoutSession = (id: string) => useQuery(getCheckoutSessionQueryOptions(id))
