import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { NoticePage } from '@/features/pages/components/notice-page'

/** /login and /pages/login. */
export function Component() {
  return (
    <NoticePage title="Login" heading="Sign-in is not open yet">
      <p className="text-zinc-700">
        Accounts are being switched on. Until then you can browse every clip and keep a cart,
        wishlist and compare list on this device.
      </p>
      <Link to="/shop" className={buttonClass('dark')}>
        Browse clips
      </Link>
    </NoticePage>
  )
}
