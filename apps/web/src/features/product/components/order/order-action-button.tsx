import { LOGIN_TO_ORDER_MESSAGE, ORDER_ACTION_LABELS, type OrderAction } from '@marquee/core'
import { Download, LogIn, Send, ShoppingCart } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'

const noteClass = 'text-sm text-zinc-600'

/** The one button docs/requirements.md §6 allows for this customer and this order. */
export function OrderActionButton({
  action,
  processing,
  blocked = false,
}: {
  action: OrderAction
  processing: boolean
  /** A personalised text cannot be made as it stands: the customer changes it first. */
  blocked?: boolean
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
  const Icon = action === 'download' ? Download : action === 'submit-order' ? Send : ShoppingCart
  const button = (
    <button
      type="submit"
      disabled={processing || blocked}
      aria-busy={processing || undefined}
      aria-describedby={blocked ? 'order-blocked' : undefined}
      className={buttonClass(
        action === 'add-to-cart' ? 'primary' : 'dark',
        'lg',
        'w-full leading-tight',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  )
  if (!blocked) return button
  return (
    <div className="flex flex-col gap-2">
      {button}
      <p id="order-blocked" className={noteClass}>
        Change the text marked above to order this clip.
      </p>
    </div>
  )
}
