import { useState } from 'react'
import { useSessionStore, useSignIn } from '@/features/auth'
import { notify } from '@/lib/notify'
import { useCreateCartCheckout } from '../api/create-cart-checkout'
import { useCartStore } from '../stores/cart-store'

export const CHECKOUT_ERROR = 'Error creating order. Please try again.'

/**
 * Starts card payment for the stored cart: a signed-out visitor signs in first and comes
 * back to the cart; a signed-in customer goes to the provider's hosted checkout.
 */
export function useStartCheckout(total: number, couponCode?: string, reminderConsent = false) {
  const email = useSessionStore((state) => state.user?.email)
  const checkout = useCreateCartCheckout()
  const [leaving, setLeaving] = useState(false)
  const signIn = useSignIn()

  function start() {
    if (!email) {
      setLeaving(true)
      signIn('/shop/cart').catch((error: unknown) => {
        setLeaving(false)
        console.warn('Could not start sign-in:', error)
        notify('error', 'Sign-in is unavailable right now. Please try again in a moment.')
      })
      return
    }
    const lines = useCartStore.getState().items
    checkout.mutate(
      { lines, total, userEmail: email, couponCode, reminderConsent },
      {
        onSuccess: ({ url }) => {
          // Stays busy while the browser leaves for the hosted checkout.
          setLeaving(true)
          window.location.assign(url)
        },
        onError: (error) => {
          console.warn('Checkout session failed:', error)
          notify('error', CHECKOUT_ERROR)
        },
      },
    )
  }

  return {
    start,
    busy: checkout.isPending || leaving,
    failed: checkout.isError,
  }
}
