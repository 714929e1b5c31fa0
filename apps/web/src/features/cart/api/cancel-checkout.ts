import { useMutation } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

/**
 * POST /api/checkout/sessions/{id}/cancel: the customer came back without paying, so the
 * checkout is closed now and a coupon use it held is given back (a no-op once closed).
 */
export const cancelCheckout = (id: string) =>
  withToken<null>(`/checkout/sessions/${encodeURIComponent(id)}/cancel`, { method: 'POST' })

export const useCancelCheckout = () => useMutation({ mutationFn: cancelCheckout })
