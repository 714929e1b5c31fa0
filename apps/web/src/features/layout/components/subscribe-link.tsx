import { isSubscribed } from '@marquee/core'
import { Link } from 'react-router'
import { useMe } from '@/features/auth'

/** SPEC §2: 'Manage subscription' when the customer's subscription is active, else 'Subscribe'. */
export function SubscribeLink({ className }: { className: string }) {
  const me = useMe()
  return (
    <Link to="/pages/subscribe" className={className}>
      {isSubscribed(me.data?.metadata) ? 'Manage subscription' : 'Subscribe'}
    </Link>
  )
}
