import { X } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSessionStore } from '@/features/auth'
import { useCancelCheckout } from '../api/cancel-checkout'

const PARAM = 'checkout_cancelled'

/** Back from the hosted checkout's Cancel: says nothing was charged and closes that checkout. */
export function CheckoutCancelledNotice() {
  const [params, setParams] = useSearchParams()
  const id = params.get(PARAM)
  const signedIn = useSessionStore((state) => state.user !== null)
  const { mutate } = useCancelCheckout()
  useEffect(() => {
    if (!id || !signedIn) return
    mutate(id, { onError: (error) => console.warn('Could not close the checkout:', error) })
  }, [id, signedIn, mutate])
  if (!id) return null
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete(PARAM)
        return current
      },
      { replace: true },
    )
  return (
    <div
      role="status"
      data-testid="checkout-cancelled"
      className="flex items-start justify-between gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <p>
        <span className="font-semibold">Checkout cancelled.</span> Nothing was charged and your cart
        is as you left it.
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={dismiss}
        className="shrink-0 rounded-full p-1 hover:bg-sky-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
