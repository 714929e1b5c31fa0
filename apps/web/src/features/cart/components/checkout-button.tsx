import { BusyButton } from '@/components/ui/busy-button'
import { CHECKOUT_ERROR, useStartCheckout } from '../hooks/use-start-checkout'

interface CheckoutButtonProps {
  disabled: boolean
  /** The total shown beside the button; the server charges its own. */
  total: number
  couponCode?: string | undefined
  /** The customer ticked the reminder box beside it (the cart page asks; the mini cart does not). */
  reminderConsent?: boolean
  label?: string
  busyLabel?: string
  className?: string
}

/** docs/requirements.md §2: starts card payment on the provider's hosted checkout, busy until it has left. */
export function CheckoutButton({
  disabled,
  total,
  couponCode,
  reminderConsent = false,
  label = 'Checkout with Stripe',
  busyLabel = 'Taking you to payment…',
  className = 'w-full',
}: CheckoutButtonProps) {
  const { start, busy, failed } = useStartCheckout(total, couponCode, reminderConsent)
  return (
    <div className={className}>
      <BusyButton
        size="lg"
        busy={busy}
        busyLabel={busyLabel}
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
