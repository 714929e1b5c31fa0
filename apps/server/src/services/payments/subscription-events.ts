import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Database, Transaction } from '../../db/client.ts'
import { billingCustomers, checkoutSessions, plans } from '../../db/schema.ts'
import type { Letter } from '../mail/letters.ts'
import type { PaymentProvider, ProviderSubscription } from './payment-provider.ts'
import { markPastDue, mirrorSubscription, openPeriod } from './subscription-changes.ts'

export type Apply = (tx: Transaction) => Promise<Letter[] | undefined>

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id

/**
 * What a Billing event does. The subscription is re-read from the provider every time, so
 * events applied in any order leave the store with the provider's latest state.
 */
export async function prepareSubscriptionEvent(
  event: Stripe.Event,
  db: Database,
  provider: PaymentProvider,
): Promise<Apply | undefined> {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
      if (!subscriptionId) return undefined
      const subscription = await provider.retrieveSubscription(subscriptionId)
      const userId = await userOf(db, provider, subscription)
      const line = invoice.lines.data[0]
      const priceId = idOf(line?.pricing?.price_details?.price) ?? subscription.priceId
      const planId = await planOfPrice(db, priceId)
      if (!userId || !planId || !line) return undefined
      return (tx) =>
        openPeriod(tx, provider.name, {
          userId,
          planId,
          invoiceId: invoice.id,
          start: new Date(line.period.start * 1000),
          end: new Date(line.period.end * 1000),
          firstInvoice: invoice.billing_reason === 'subscription_create',
          subscription,
        })
    }
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription)
      if (!subscriptionId) return undefined
      return (tx) => markPastDue(tx, subscriptionId)
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = await provider.retrieveSubscription(event.data.object.id)
      const planId = await planOfPrice(db, subscription.priceId)
      return (tx) => mirrorSubscription(tx, subscription, planId)
    }
    default:
      return undefined
  }
}

export async function planOfPrice(db: Database, priceId: string | null | undefined) {
  if (!priceId) return undefined
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.providerPriceId, priceId))
  return plan?.id
}

/** The customer: from the checkout that started the subscription, else the billing customer. */
async function userOf(db: Database, provider: PaymentProvider, subscription: ProviderSubscription) {
  if (subscription.checkoutSessionId) {
    const [session] = await db
      .select({ userId: checkoutSessions.userId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, subscription.checkoutSessionId))
    if (session) return session.userId
  }
  const [customer] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.provider, provider.name),
        eq(billingCustomers.providerCustomerId, subscription.customerId),
      ),
    )
  return customer?.userId
}
