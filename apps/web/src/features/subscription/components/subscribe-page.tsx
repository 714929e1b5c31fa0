import { isSubscribed, PAID_PLANS, type PaidPlan } from '@marquee/core'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { useMe, useSessionStore } from '@/features/auth'
import { createSubscriptionCheckout } from '../api/create-subscription-checkout'
import { usePlans } from '../api/get-plans'
import { useHostedPage } from '../hooks/use-hosted-page'
import { CreditPackOffer } from './credit-pack-offer'
import { type Customer, PlanAction } from './plan-action'
import { PlanCard } from './plan-card'

const PATH = '/pages/subscribe'

function useCustomer(): Customer {
  const signedIn = useSessionStore((state) => state.user !== null)
  const me = useMe()
  const type = me.data?.metadata.subscription_type
  const active = isSubscribed(me.data?.metadata) && PAID_PLANS.includes(type as PaidPlan)
  return { signedIn, activePlan: active ? (type as PaidPlan) : null }
}

/** The plans' room while they load, so the footer does not jump down when they arrive. */
function PlansPlaceholder() {
  return (
    <div className="mt-10">
      <Spinner label="Loading the plans" />
      <ul aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-3">
        {['Free', 'Pro', 'Enterprise'].map((name) => (
          <li key={name} className="h-96 animate-pulse rounded-3xl bg-zinc-100" />
        ))}
      </ul>
    </div>
  )
}

/** /pages/subscribe: the plans as the store sells them, each bought on the hosted checkout. */
export function SubscribePage() {
  const plans = usePlans()
  const customer = useCustomer()
  const checkout = useHostedPage(createSubscriptionCheckout, PATH)
  return (
    <>
      <BreadcrumbBanner title="Subscribe" promo="Fresh clips for your sign every month" />
      <Container className="py-12 sm:py-16">
        <h2 className="text-center text-3xl font-extrabold tracking-tight">Choose a plan</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-zinc-700">
          Plans give you download and customisation credits each month. Pay by card on our payment
          provider's secure page; cancel or switch at any time.
        </p>
        {customer.activePlan && (
          <div className="mx-auto mt-8 max-w-3xl">
            <CreditPackOffer plan={customer.activePlan} returnTo={PATH} />
          </div>
        )}
        {plans.isPending ? (
          <PlansPlaceholder />
        ) : plans.isError ? (
          <p role="alert" className="mt-10 text-center font-semibold text-rose-700">
            We could not load the plans. Please try again in a moment.
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                featured={plan.name === 'Pro'}
                current={
                  customer.activePlan === plan.name ||
                  (customer.signedIn && !customer.activePlan && plan.name === 'Free')
                }
              >
                <PlanAction
                  plan={plan}
                  customer={customer}
                  featured={plan.name === 'Pro'}
                  pending={checkout.pending?.name}
                  onChoose={checkout.go}
                />
              </PlanCard>
            ))}
          </ul>
        )}
      </Container>
    </>
  )
}
