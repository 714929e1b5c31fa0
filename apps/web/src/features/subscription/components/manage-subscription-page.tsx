import { isSubscribed, type Me } from '@marquee/core'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { useMe } from '@/features/auth'
import { openBillingPortal } from '../api/open-billing-portal'
import { useHostedPage } from '../hooks/use-hosted-page'
import { MANAGE_SUBSCRIPTION_PATH } from './manage-subscription-path'
import { ShopPlanPanel } from './shop-plan-panel'

/** An active paid plan that no card pays for: the store manages it, not the provider. */
const shopPlan = (me: Me | undefined) =>
  me?.subscription?.billed === false &&
  isSubscribed(me.metadata) &&
  me.metadata.subscription_type !== 'Free'

/**
 * 'Manage subscription': straight on to the provider's billing portal for a plan billed by
 * card; the store's own page for a plan the shop set up.
 */
export function ManageSubscriptionPage() {
  const me = useMe()
  const portal = useHostedPage(
    (input: { userEmail: string }) => openBillingPortal(input.userEmail),
    MANAGE_SUBSCRIPTION_PATH,
  )
  const { go } = portal
  const opened = useRef(false)
  const local = shopPlan(me.data)
  useEffect(() => {
    // Once per visit, when the account is known (or cannot be: a signed-out visitor signs in).
    if (opened.current || me.isLoading || local) return
    opened.current = true
    go({})
  }, [me.isLoading, local, go])
  return (
    <>
      <BreadcrumbBanner title="Manage subscription" />
      <Container className="max-w-2xl py-14 sm:py-20">
        {local && me.data ? (
          <ShopPlanPanel me={me.data} />
        ) : (
          <section className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-zinc-200 sm:p-12">
            {portal.error ? (
              <>
                <h2 className="text-2xl font-bold text-zinc-900">
                  Your subscription could not open
                </h2>
                <p role="alert" className="text-zinc-700">
                  {portal.error}
                </p>
                <div className="flex flex-wrap justify-center gap-3">
                  <Link to="/pages/account" className={buttonClass('dark')}>
                    Back to your account
                  </Link>
                  <Link to="/pages/subscribe" className={buttonClass('outline')}>
                    See the plans
                  </Link>
                </div>
              </>
            ) : (
              <Spinner label="Opening your subscription" />
            )}
          </section>
        )}
      </Container>
    </>
  )
}
