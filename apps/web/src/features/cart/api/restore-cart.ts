import type { RestoredCart } from '@marquee/core'
import { useQuery } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

/** The cart behind a reminder mail's link; the server answers 400 with why a link does not work. */
export const restoreCart = (token: string) => apiPost<RestoredCart>('/cart/restore', { token })

/**
 * Asked once per link: restoring changes nothing on the server, so a second render (or
 * StrictMode's) reads the same answer rather than asking again.
 */
export const useRestoredCart = (token: string | null) =>
  useQuery({
    queryKey: ['cart-restore', token],
    queryFn: () => restoreCart(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
