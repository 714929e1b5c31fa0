import { useEffect } from 'react'
import { Link } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { openBillingPortal } from '../api/open-billing-portal'
import { useHostedPage } from '../hooks/use-hosted-page'
import { MANAGE_SUBSCRIPTION_PATH } from './manage-subscription-path'

/** 'Manage subscription': straight on to the provider's billing portal. */
export function ManageSubscriptionPage() {
  const portal = useHostedPage(
    (input: { userEmail: string }) => openBillingPortal(input.userEmail),
    MANAGE_SUBSCRIPTION_PATH,
  )
  const { go } = portal
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per visit
  useEffect(() => go({}), [])
  return (
    <>
      <BreadcrumbBanner title="Manage subscription" />
      <Container className="max-w-2xl py-14 sm:py-20">
        <section className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-zinc-200 sm:p-12">
          {portal.error ? (
            <>
              <h2 className="text-2xl font-bold text-zinc-900">Your subscription could not open</h2>
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
      </Container>
    </>
  )
}
