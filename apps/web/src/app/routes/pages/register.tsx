import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { NoticePage } from '@/features/pages/components/notice-page'

export function Component() {
  return (
    <NoticePage title="Register" heading="Accounts open soon">
      <p className="text-zinc-700">
        You will be able to create an account to buy clips, order customisations and subscribe to a
        plan. Your cart and wishlist on this device will still be here.
      </p>
      <Link to="/shop" className={buttonClass('dark')}>
        Browse clips
      </Link>
    </NoticePage>
  )
}
