import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { NoticePage } from '@/features/pages/components/notice-page'

export function Component() {
  return (
    <NoticePage title="My Account" heading="Your orders and downloads will live here">
      <p className="text-zinc-700">
        Once you are signed in, this page lists your orders, their progress and a download for every
        clip you own.
      </p>
      <Link to="/login" className={buttonClass('dark')}>
        Login
      </Link>
    </NoticePage>
  )
}
