import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { RequireAuth } from '@/features/auth'
import { NoticePage } from '@/features/pages/components/notice-page'

export function Component() {
  return (
    <RequireAuth>
      <NoticePage title="Checkout" heading="Checkout starts from your cart">
        <p className="text-zinc-700">
          Payment happens on our card payment provider's secure page. Review your clips in the cart
          first; you will come back here once the payment is done.
        </p>
        <Link to="/shop/cart" className={buttonClass('dark')}>
          View Cart
        </Link>
      </NoticePage>
    </RequireAuth>
  )
}
