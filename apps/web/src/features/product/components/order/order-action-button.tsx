import { LOGIN_TO_ORDER_MESSAGE, ORDER_ACTION_LABELS, type OrderAction } from '@marquee/core'
import { Download, LogIn, ShoppingCart } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'

const noteClass = 'text-sm text-zinc-600'

/** The one button SPEC §6 allows for this customer and this order. */
export function OrderActionButton({
  action,
  processing,
}: {
  action: OrderAction
  processing: boolean
}) {
  const location = useLocation()
  const label = ORDER_ACTION_LABELS[action]
  if (action === 'login') {
    const returnTo = `${location.pathname}${location.search}`
    return (
      <div className="flex flex-col gap-2">
        <Link
          to={`/login?${new URLSearchParams({ returnTo })}`}
          className={buttonClass('dark', 'lg', 'w-full')}
        >
          <LogIn aria-hidden="true" className="size-5" />
          {label}
        </Link>
        <p className={noteClass}>{LOGIN_TO_ORDER_MESSAGE}</p>
      </div>
    )
  }
  if (action === 'submit-order') {
    // The customised-order flow (logo upload, credit, production) is the custom-work issue's;
    // until it lands the button says so rather than taking an order it cannot honour.
    return (
      <div className="flex flex-col gap-2">
        <button type="button" disabled className={buttonClass('dark', 'lg', 'w-full')}>
          {label}
        </button>
        <p className={noteClass}>
          Customised orders on your plan open soon. Choose “No” under Customisation to download the
          clip now.
        </p>
      </div>
    )
  }
  const Icon = action === 'download' ? Download : ShoppingCart
  return (
    <button
      type="submit"
      disabled={processing}
      aria-busy={processing || undefined}
      className={buttonClass(
        action === 'download' ? 'dark' : 'primary',
        'lg',
        'w-full leading-tight',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  )
}
