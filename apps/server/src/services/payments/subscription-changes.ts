import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import {
  billingCustomers,
  type checkoutSessions,
  creditPacks,
  packCredits,
  plans,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../db/schema.ts'
import type { Letter } from '../mail/letters.ts'
import type { ProviderName, ProviderSubscription } from './payment-provider.ts'

type PlanId = 'Free' | 'Pro' | 'Enterprise'

export interface PaidPeriod {
  userId: string
  planId: PlanId
  invoiceId: string
  start: Date
  end: Date
  firstInvoice: boolean
  subscription: ProviderSubscription
}

const emailOf = async (tx: Transaction, userId: string) =>
  (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? ''

const dateText = (date: Date | null) =>
  date ? date.toUTCString().slice(0, 16) : 'the end of the period'

/**
 * invoice.paid: a new billing period with the plan's credits, once per invoice. The newest
 * period is what `subscriptions` (GET /api/me, the account page) shows; an older invoice
 * arriving late only adds history. Bought packs keep their own credits and dates.
 */
export async function openPeriod(
  tx: Transaction,
  provider: ProviderName,
  period: PaidPeriod,
): Promise<Letter[]> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, period.planId))
  if (!plan) return []
  const [opened] = await tx
    .insert(subscriptionPeriods)
    .values({
      userId: period.userId,
      planId: plan.id,
      providerInvoiceId: period.invoiceId,
      periodStart: period.start,
      periodEnd: period.end,
      downloadsQuota: plan.downloadsPerPeriod,
      customizationsQuota: plan.customizationsPerPeriod,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptionPeriods.id })
  if (!opened) return []
  await tx
    .insert(billingCustomers)
    .values({ userId: period.userId, provider, providerCustomerId: period.subscription.customerId })
    .onConflictDoNothing()
  const [current] = await tx
    .select({
      end: subscriptions.currentPeriodEnd,
      billed: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, period.userId))
    .for('update')
  // A plan the shop set up gives way to the first paid period, however long it had left.
  if (current?.billed && current.end && current.end > period.end) return []
  const view = {
    plan: plan.id,
    status: period.subscription.status,
    remainingTotalOrders: plan.downloadsPerPeriod,
    remainingCustomizationOrders: plan.customizationsPerPeriod,
    currentPeriodEnd: period.end,
    providerSubscriptionId: period.subscription.id,
    cancelAtPeriodEnd: period.subscription.cancelAtPeriodEnd,
    cancelAt: period.subscription.cancelAt,
    updatedAt: sql`now()`,
  }
  await tx
    .insert(subscriptions)
    .values({ userId: period.userId, ...view })
    .onConflictDoUpdate({ target: subscriptions.userId, set: view })
  const started = period.firstInvoice
  return [
    {
      to: await emailOf(tx, period.userId),
      subject: started
        ? `Your Marquee ${plan.id} subscription has started`
        : `Your Marquee ${plan.id} subscription has been renewed`,
      template: started ? 'subscription-started' : 'subscription-renewed',
      plan: plan.id,
      downloads: plan.downloadsPerPeriod,
      customizations: plan.customizationsPerPeriod,
      until: dateText(period.end),
    },
  ]
}

/** invoice.payment_failed: downloads stop until a payment succeeds. */
export async function markPastDue(tx: Transaction, subscriptionId: string): Promise<Letter[]> {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: 'past_due', updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, subscriptionId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .returning({ userId: subscriptions.userId, plan: subscriptions.plan })
  if (!row) return []
  return [
    {
      to: await emailOf(tx, row.userId),
      subject: 'Your Marquee payment failed',
      template: 'payment-failed',
      plan: row.plan,
    },
  ]
}

/** customer.subscription.updated/deleted: the provider's current state, whatever order events came in. */
export async function mirrorSubscription(
  tx: Transaction,
  subscription: ProviderSubscription,
  planId: PlanId | undefined,
): Promise<Letter[]> {
  const [before] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscription.id))
    .for('update')
  if (!before) return []
  await tx
    .update(subscriptions)
    .set({
      status: subscription.status,
      plan: planId ?? before.plan,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      cancelAt: subscription.cancelAt,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, before.userId))
  if (before.status === 'canceled' || subscription.status !== 'canceled') return []
  return [
    {
      to: await emailOf(tx, before.userId),
      subject: 'Your Marquee subscription has ended',
      template: 'subscription-ended',
      plan: before.plan,
    },
  ]
}

/**
 * A credit pack was paid: its credits are the customer's for 12 months from now, whatever
 * the plan's periods do; once per checkout (the checkout's claim, and the table's unique key).
 */
export async function addPackCredits(
  tx: Transaction,
  session: typeof checkoutSessions.$inferSelect,
): Promise<Letter[]> {
  const [pack] = await tx
    .select()
    .from(creditPacks)
    .where(eq(creditPacks.id, session.creditPackId ?? ''))
  if (!pack) return []
  const [bought] = await tx
    .insert(packCredits)
    .values({
      userId: session.userId,
      creditPackId: pack.id,
      checkoutSessionId: session.id,
      downloadsLeft: pack.downloads,
      customizationsLeft: pack.customizations,
      expiresAt: sql`now() + interval '12 months'`,
    })
    .onConflictDoNothing()
    .returning({ expiresAt: packCredits.expiresAt })
  if (!bought) return []
  return [
    {
      to: await emailOf(tx, session.userId),
      subject: 'Your Marquee credits were added',
      template: 'credits-added',
      plan: pack.planId,
      downloads: pack.downloads,
      customizations: pack.customizations,
      until: dateText(bought.expiresAt),
    },
  ]
}
