import { calendarDate, isSubscribed, type Me, outOfCreditsOffer } from '@marquee/core'
import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'

const formatDate = (date: Date) => calendarDate(date, 'medium')

/** A plan held, or credits bought in packs: something for the panel's figures to count. */
const hasPlanOrCredits = ({ metadata, subscription }: Me) =>
  isSubscribed(metadata) ||
  subscription.remaining_total_orders > 0 ||
  subscription.remaining_customization_orders > 0

/**
 * A customer with no plan and no credits has nothing to count and nothing that ran out
 * (the SPEC's out-of-credits sentence is for a plan's credits): they are invited to
 * subscribe, and can still buy the clip on its own below.
 */
function SubscribeInvitation() {
  return (
    <section
      aria-labelledby="subscribe-invitation-title"
      data-testid="subscribe-invitation"
      className="flex flex-col gap-3 rounded-2xl bg-zinc-950 p-4 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400 text-zinc-950"
        >
          <Sparkles className="size-4" />
        </span>
        <div>
          <h3 id="subscribe-invitation-title" className="text-sm font-bold">
            Download with a plan
          </h3>
          <p className="text-sm text-zinc-300">
            Monthly download credits for any clip at your sign’s size, or buy this one below.
          </p>
        </div>
      </div>
      <Link to="/pages/subscribe" className={buttonClass('primary', 'sm', 'shrink-0')}>
        See plans
      </Link>
    </section>
  )
}

/**
 * docs/requirements.md §2 subscription panel: downloads and customisations left and the end date; out of
 * credits, the offer for the plan held. The offer opens the plans page (credit packs and
 * upgrades live there) rather than the sign-in page, as the customer is signed in already.
 */
export function SubscriptionPanel({ me }: { me: Me }) {
  const { subscription, metadata } = me
  if (!hasPlanOrCredits(me)) return <SubscribeInvitation />
  const offer = outOfCreditsOffer(me)
  const figures = [
    ['Downloads left', subscription.remaining_total_orders],
    ['Customisations left', subscription.remaining_customization_orders],
    [
      'Ends on',
      subscription.subscription_end_date
        ? formatDate(new Date(subscription.subscription_end_date))
        : '—',
    ],
  ] as const
  return (
    <section
      aria-labelledby="subscription-panel-title"
      data-testid="subscription-panel"
      className="rounded-2xl bg-zinc-950 p-4 text-white"
    >
      <h3
        id="subscription-panel-title"
        className="flex items-center justify-between text-sm font-semibold"
      >
        <span>{metadata.subscription_type} plan</span>
        <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs text-zinc-200">
          {isSubscribed(metadata) ? 'Active' : 'Not subscribed'}
        </span>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white/5 px-2 py-2.5">
            <dt className="text-xs text-zinc-300">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-amber-300">{value}</dd>
          </div>
        ))}
      </dl>
      {offer && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-200">{offer.message}</p>
          <Link to="/pages/subscribe" className={buttonClass('primary', 'sm', 'shrink-0')}>
            {offer.label}
          </Link>
        </div>
      )}
    </section>
  )
}
