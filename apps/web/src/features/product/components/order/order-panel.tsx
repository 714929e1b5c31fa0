import type { PersonalizationTemplate, Product } from '@marquee/core'
import { Spinner } from '@/components/ui/spinner'
import { useMe, useSessionStore } from '@/features/auth'
import { cn } from '@/lib/cn'
import { ListToggles } from '../list-toggles'
import { OrderForm } from './order-form'
import { SubscriptionPanel } from './subscription-panel'
import { TermsModal } from './terms-modal'

/**
 * The product page's buying panel: the subscription panel when the account has one, the order
 * form (started from the account's saved sign size, so it waits for the account), the terms.
 */
export function OrderPanel({
  product,
  personalization = null,
}: {
  product: Product
  /** The clip's template: its text fields join the form and the LED preview. */
  personalization?: PersonalizationTemplate | null
}) {
  const signedIn = useSessionStore((state) => Boolean(state.user))
  const me = useMe()
  const inStock = product.status !== 'out-of-stock'
  const waiting = signedIn && me.isPending
  return (
    <div
      data-testid="order-panel"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-zinc-200"
    >
      <p className={cn('text-sm font-semibold', inStock ? 'text-emerald-700' : 'text-rose-700')}>
        {inStock ? 'Available for instant download' : 'Out of stock'}
      </p>
      {me.data && <SubscriptionPanel me={me.data} />}
      {waiting ? (
        <Spinner label="Loading your plan" />
      ) : (
        <OrderForm product={product} me={me.data} personalization={personalization} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ListToggles product={product} />
      </div>
      <TermsModal />
    </div>
  )
}
