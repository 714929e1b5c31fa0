import { isSubscribed, type Me } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { AccountSection } from './account-section'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/** The plan, its state and the credits left (SPEC §3 subscription info). */
export function SubscriptionSummary({ me }: { me: Me }) {
  const subscribed = isSubscribed(me.metadata)
  const { subscription } = me
  return (
    <AccountSection
      title="Your plan"
      action={
        <Link
          to="/pages/subscribe"
          className={buttonClass(subscribed ? 'outline' : 'primary', 'sm')}
        >
          {subscribed ? 'Manage subscription' : 'Subscribe'}
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Plan</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {me.metadata.subscription_type}{' '}
            <span
              className={
                subscribed
                  ? 'ml-1 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-900'
                  : 'ml-1 rounded-full bg-zinc-200 px-2 py-0.5 align-middle text-xs font-semibold text-zinc-700'
              }
            >
              {subscribed ? 'Active' : 'Not subscribed'}
            </span>
          </dd>
        </div>
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Renews or ends on</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {subscription.subscription_end_date
              ? dateFormat.format(new Date(subscription.subscription_end_date))
              : '—'}
          </dd>
        </div>
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Downloads left</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {subscription.remaining_total_orders}
          </dd>
        </div>
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Customisations left</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {subscription.remaining_customization_orders}
          </dd>
        </div>
      </dl>
      {!subscribed && (
        <p className="mt-4 text-sm text-zinc-600">
          On the Free plan you buy clips one by one. A plan gives you monthly downloads and
          customisations.
        </p>
      )}
    </AccountSection>
  )
}
