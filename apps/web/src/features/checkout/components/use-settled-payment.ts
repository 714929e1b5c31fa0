import type { CheckoutSession } from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { emptyCartAfterPayment } from '@/features/cart'

/**
 * Once the server confirms the payment: a paid cart is emptied (never before), and the
 * account's plan, credits and orders are read afresh.
 */
export function useSettledPayment(session: CheckoutSession | undefined) {
  const queryClient = useQueryClient()
  const paid = session?.status === 'complete'
  const kind = session?.kind
  useEffect(() => {
    if (!paid) return
    if (kind === 'cart') emptyCartAfterPayment()
    void queryClient.invalidateQueries({ queryKey: ['me'] })
    void queryClient.invalidateQueries({ queryKey: ['orders'] })
  }, [paid, kind, queryClient])
}
