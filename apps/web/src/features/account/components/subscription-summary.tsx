import { calendarDate, isSubscribed, type Me } from '@marquee/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { CreditPackOffer, MANAGE_SUBSCRIPTION_PATH, PackCreditsList } from '@/features/subscription'
import { AccountSection } from './account-section'
import { CancellationNotice } from './cancellation-notice'

const dateFormat = (date: Date) => calendarDate(date, 'long')

function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-2xl bg-zinc-50 p-4">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-zinc-900">{children}</dd>
      {note && <dd className="text-sm text-zinc-600">{note}</dd>}
    </div>
  )
}

/** With packs, where the credits left are: this period's and the packs' (listed below). */
const split = (period: number, total: number, hasPacks: boolean) =>
  hasPacks ? `${period} this period, ${total - period} in packs` : undefined

const formatted = (date: string | null) => (date ? dateFormat(new Date(date)) : '—')

/** The plan, its state and the credits left (docs/requirements.md §3 subscription info); a cancellation, Resume. */
export function SubscriptionSummary({ me }: { me: Me }) {
  const subscribed = isSubscribed(me.metadata)
  const { subscription } = me
  const cancelsOn = subscription.cancel_at ? formatted(subscription.cancel_at) : null
  const hasPacks = subscription.credit_packs.length > 0
  return (
    <AccountSection
      title="Your plan"
      action={
        <Link
          to={subscribed ? MANAGE_SUBSCRIPTION_PATH : '/pages/subscribe'}
          className={buttonClass(subscribed ? 'outline' : 'primary', 'sm')}
        >
          {subscribed ? 'Manage subscription' : 'Subscribe'}
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <Figure label="Plan">
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
        </Figure>
        {cancelsOn ? (
          <Figure label="Cancels on">{cancelsOn}</Figure>
        ) : (
          <Figure label="Renews or ends on">{formatted(subscription.subscription_end_date)}</Figure>
        )}
        <Figure
          label="Downloads left"
          note={split(
            subscription.period_downloads_left,
            subscription.remaining_total_orders,
            hasPacks,
          )}
        >
          {subscription.remaining_total_orders}
        </Figure>
        <Figure
          label="Customisations left"
          note={split(
            subscription.period_customizations_left,
            subscription.remaining_customization_orders,
            hasPacks,
          )}
        >
          {subscription.remaining_customization_orders}
        </Figure>
      </dl>
      <PackCreditsList packs={subscription.credit_packs} />
      {cancelsOn && <CancellationNotice plan={me.metadata.subscription_type} endsOn={cancelsOn} />}
      {subscribed && me.metadata.subscription_type !== 'Free' && (
        <div className="mt-4">
          <CreditPackOffer plan={me.metadata.subscription_type} returnTo="/pages/account" />
        </div>
      )}
      {!subscribed && (
        <p className="mt-4 text-sm text-zinc-600">
          On the Free plan you buy clips one by one. A plan gives you monthly downloads and
          customisations.
        </p>
      )}
    </AccountSection>
  )
}
