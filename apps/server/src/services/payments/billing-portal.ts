import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { subscriptions } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { billingCustomer } from './billing-customer.ts'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * 'Manage subscription' for a plan the provider bills: its portal (Stripe's Customer Portal
 * or the sandbox's page), for the customer the provider's subscription belongs to. A plan
 * the shop set up is managed on the store's own page: the provider knows nothing of it.
 */
export async function openBillingPortal(
  deps: { db: Database; provider: PaymentProvider; publicUrl: string },
  customer: { id: string; email: string },
): Promise<string> {
  const [plan] = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, customer.id))
  if (!plan || plan.plan === 'Free') throw notFound('There is no subscription to manage yet')
  if (!plan.providerSubscriptionId) {
    throw new HttpError(
      409,
      `Your ${plan.plan} plan is not billed by card, so there is nothing to change at the payment provider: buy credits or switch plan on the Manage subscription page`,
    )
  }
  const subscriptionId = plan.providerSubscriptionId
  const customerId = await billingCustomer(
    deps.db,
    deps.provider,
    customer,
    async () => (await deps.provider.retrieveSubscription(subscriptionId)).customerId,
  )
  return deps.provider.createPortal(customerId, `${deps.publicUrl}/pages/account`)
}
