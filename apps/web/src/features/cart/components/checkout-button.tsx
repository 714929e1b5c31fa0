import { BusyButton } from '@/components/ui/busy-button'
import { CHECKOUT_ERROR, useStartCheckout } from '../hooks/use-start-checkout'

interface CheckoutButtonProps {
  disabled: boolean
  /** The total shown beside the button; the server charges its own. */
  total: number
  couponCode?: string | undefined
  label?: string
  className?: string
}

/** SPEC §2: starts card payment on the provider's hosted checkout, busy until it has left. */
export function CheckoutButton({
  disabled,
  total,
  couponCode,
  label = 'Checkout with Stripe',
  className = 'w-full',
}: CheckoutButtonProps) {
  const { start, busy, failed } = useStartCheckout(total, couponCode)
  return (
    <div className={className}>
      <BusyButton
        size="lg"
        busy={busy}
        busyLabel="Taking you to payment…"
        disabled={disabled}
        onClick={start}
        className="w-full"
      >
        {label}
      </BusyButton>
      {failed && (
        <p role="alert" className="mt-2 text-sm font-semibold text-rose-700">
          {CHECKOUT_ERROR}
        </p>
      )}
    </div>
  )
}
