import type { PaidPlan, Plan } from '@marquee/core'
import { Link } from 'react-router'
import { BusyButton } from '@/components/ui/busy-button'
import { buttonClass } from '@/components/ui/button-styles'
import type { SubscriptionCheckoutInput } from '../api/create-subscription-checkout'
import { MANAGE_SUBSCRIPTION_PATH } from './manage-subscription-path'

export interface Customer {
  signedIn: boolean
  /** The active paid plan, if any. */
  activePlan: PaidPlan | null
}

interface PlanActionProps {
  plan: Plan
  customer: Customer
  featured: boolean
  pending: string | undefined
  onChoose: (input: Omit<SubscriptionCheckoutInput, 'userEmail'>) => void
}

const NOTE =
  'flex h-11 items-center justify-center rounded-full bg-zinc-100 text-sm font-semibold text-zinc-700'

/** The plan card's button: sign up, subscribe, or manage the plan already held. */
export function PlanAction({ plan, customer, featured, pending, onChoose }: PlanActionProps) {
  const variant = featured ? 'primary' : 'dark'
  const wide = 'w-full'
  if (customer.activePlan && plan.name === 'Free') {
    // Nothing to do on this card: Free is where a paid plan returns when it ends.
    return <p className={NOTE}>Yours again if your plan ends</p>
  }
  if (customer.activePlan) {
    return (
      <Link to={MANAGE_SUBSCRIPTION_PATH} className={buttonClass(variant, 'md', wide)}>
        {customer.activePlan === plan.name ? 'Manage subscription' : `Switch to ${plan.name}`}
      </Link>
    )
  }
  if (plan.name === 'Free') {
    return customer.signedIn ? (
      <p className={NOTE}>Your current plan</p>
    ) : (
      <Link to="/pages/register" className={buttonClass(variant, 'md', wide)}>
        Create an account
      </Link>
    )
  }
  const name = plan.name
  const priceId = plan.priceId
  return (
    <BusyButton
      variant={variant}
      className={wide}
      busy={pending === name}
      busyLabel="Taking you to payment…"
      disabled={!priceId || (pending !== undefined && pending !== name)}
      onClick={() => priceId && onChoose({ name, priceId })}
    >
      {!priceId ? 'Not available' : customer.signedIn ? `Get ${name}` : `Sign in to get ${name}`}
    </BusyButton>
  )
}
