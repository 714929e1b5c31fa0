import { isSubscribed } from '@marquee/core'
import { Link } from 'react-router'
import { useMe } from '@/features/auth'

/** docs/requirements.md §2: 'Manage subscription' when the customer's subscription is active, else 'Subscribe'. */
export function SubscribeLink({ className }: { className: string }) {
  const me = useMe()
  const subscribed = isSubscribed(me.data?.metadata)
  return (
    <Link to={subscribed ? '/pages/manage-subscription' : '/pages/subscribe'} className={className}>
      {subscribed ? 'Manage subscription' : 'Subscribe'}
    </Link>
  )
}
