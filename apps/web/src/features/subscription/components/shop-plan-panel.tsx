import { calendarDate, formatPrice, type Me, PAID_PLANS, type PaidPlan } from '@marquee/core'
import { Link } from 'react-router'
import { BusyButton } from '@/components/ui/busy-button'
import { buttonClass } from '@/components/ui/button-styles'
import { createSubscriptionCheckout } from '../api/create-subscription-checkout'
import { usePlans } from '../api/get-plans'
import { useHostedPage } from '../hooks/use-hosted-page'
import { CreditPackOffer } from './credit-pack-offer'
import { MANAGE_SUBSCRIPTION_PATH } from './manage-subscription-path'
import { PackCreditsList } from './pack-credits-list'

const dateFormat = (date: Date) => calendarDate(date, 'long')

/**
 * 'Manage subscription' for a plan the shop set up (not billed by card): the payment
 * provider knows nothing of it, so the store shows it here. Credits are bought as usual; a
 * plan bought by card replaces it once paid (docs/decisions/017-billing-for-every-subscriber.md).
 */
export function ShopPlanPanel({ me }: { me: Me }) {
  const plan = me.metadata.subscription_type as PaidPlan
  const plans = usePlans()
  const checkout = useHostedPage(createSubscriptionCheckout, MANAGE_SUBSCRIPTION_PATH)
  const end = me.subscription.subscription_end_date
  const paid = plans.data?.plans.filter((offer) => PAID_PLANS.includes(offer.name as PaidPlan))
  return (
    <section
      aria-labelledby="shop-plan-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-zinc-200 sm:p-10"
    >
      <div>
        <h2 id="shop-plan-title" className="text-2xl font-bold text-zinc-900">
          Your {plan} plan{' '}
          <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-900">
            Active
          </span>
        </h2>
        <p className="mt-2 text-zinc-700">
          The shop set up this plan for you; it is not billed by card
          {end ? `, and its credits run until ${dateFormat(new Date(end))}` : ''}. To keep a plan
          after that, or to change plan, pay for it by card: the paid plan starts at payment and
          takes this one's place. Credit packs you bought stay yours.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Downloads left</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {me.subscription.remaining_total_orders}
          </dd>
        </div>
        <div className="rounded-2xl bg-zinc-50 p-4">
          <dt className="text-sm text-zinc-600">Customisations left</dt>
          <dd className="mt-1 text-lg font-bold text-zinc-900">
            {me.subscription.remaining_customization_orders}
          </dd>
        </div>
      </dl>
      <PackCreditsList packs={me.subscription.credit_packs} />
      <CreditPackOffer plan={plan} returnTo={MANAGE_SUBSCRIPTION_PATH} />
      {paid && (
        <p className="text-sm text-zinc-600">
          {paid.map((offer) => `${offer.name} ${formatPrice(offer.price)} a month`).join(' · ')}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {paid?.map((offer) => {
          const name = offer.name as PaidPlan
          const priceId = offer.priceId
          if (!priceId) return null
          return (
            <BusyButton
              key={name}
              variant={name === plan ? 'outline' : 'primary'}
              busy={checkout.pending?.name === name}
              busyLabel="Taking you to payment…"
              disabled={checkout.busy}
              onClick={() => checkout.go({ name, priceId })}
            >
              {name === plan ? `Keep ${name} by card` : `Switch to ${name}`}
            </BusyButton>
          )
        })}
        <Link to="/pages/account" className={buttonClass('outline')}>
          Back to your account
        </Link>
      </div>
    </section>
  )
}
