import { LogOut } from 'lucide-react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { signOut, useMe } from '@/features/auth'
import { AccountDownloads, PurchasedDownloadForm } from '@/features/downloads'
import { AccountInvoices } from '@/features/invoices'
import { OrderHistory } from '@/features/orders'
import { AccountSection } from './account-section'
import { ProfileForm } from './profile-form'
import { SignsSection } from './signs-section'
import { SubscriptionSummary } from './subscription-summary'
import { UsedDiscounts } from './used-discounts'

/** /pages/account: profile, preferred sign size, signs, plan and credits, coupons, orders. */
export function AccountPage() {
  const me = useMe()
  return (
    <>
      <BreadcrumbBanner title="My Account" />
      <Container className="max-w-5xl py-12 sm:py-16">
        {me.isPending ? (
          <Spinner label="Loading your account" />
        ) : me.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-300">
            We could not load your account: {me.error.message}
          </p>
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">
                  Welcome back
                </p>
                <h2 className="text-3xl font-bold text-zinc-900">{me.data.name}</h2>
              </div>
              <button
                type="button"
                onClick={() => void signOut()}
                className={buttonClass('outline', 'md')}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </button>
            </div>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <SubscriptionSummary me={me.data} />
              <ProfileForm me={me.data} />
            </div>
            <SignsSection me={me.data} />
            <AccountSection title="Your downloads">
              <AccountDownloads me={me.data} />
            </AccountSection>
            <AccountSection title="Your orders">
              <OrderHistory
                email={me.data.email}
                deliveredActions={(order) => (
                  <PurchasedDownloadForm
                    productId={order.product_id}
                    customOrderId={order.id}
                    sign={me.data.metadata}
                  />
                )}
              />
            </AccountSection>
            {/* The confirmation mail links here (#invoices). */}
            <div id="invoices" className="scroll-mt-24">
              <AccountSection title="Invoices">
                <AccountInvoices email={me.data.email} />
              </AccountSection>
            </div>
            <UsedDiscounts email={me.data.email} />
          </div>
        )}
      </Container>
    </>
  )
}
