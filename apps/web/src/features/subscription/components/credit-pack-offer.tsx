import { type CreditPack, formatPrice, type PaidPlan } from '@marquee/core'
import { BusyButton } from '@/components/ui/busy-button'
import { createCreditPackCheckout } from '../api/create-credit-pack-checkout'
import { usePlans } from '../api/get-plans'
import { useHostedPage } from '../hooks/use-hosted-page'

const describe = (pack: CreditPack) =>
  `+${pack.downloads} downloads and +${pack.customizations} customisations for ${formatPrice(pack.price)}, yours for 12 months and used after each period's own credits.`

/** docs/requirements.md §2: 'Buy More Pro Credits' / 'Buy More Enterprise Credits', for the plan held. */
export function CreditPackOffer({ plan, returnTo }: { plan: PaidPlan; returnTo: string }) {
  const plans = usePlans()
  const checkout = useHostedPage(createCreditPackCheckout, returnTo)
  const pack = plans.data?.creditPacks.find((candidate) => candidate.plan === plan)
  if (!pack?.priceId) return null
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-amber-950">
        <span className="font-semibold">Need more?</span> {describe(pack)}
      </p>
      <BusyButton
        size="sm"
        className="shrink-0"
        busy={checkout.busy}
        busyLabel="Taking you to payment…"
        onClick={() => checkout.go({ pack: pack.id })}
      >
        Buy More {plan} Credits
      </BusyButton>
    </div>
  )
}
