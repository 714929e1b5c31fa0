import { randomUUID } from 'node:crypto'
import {
  type CheckoutCreated,
  type CreditPack,
  type PaidPlan,
  type Plan,
  toDollars,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, creditPacks, plans, subscriptions } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { billingCustomer } from './billing-customer.ts'
import type { PaymentProvider } from './payment-provider.ts'

export interface PlanCheckoutDeps {
  db: Database
  provider: PaymentProvider
  publicUrl: string
}

type Purchase = { plan: PaidPlan } | { pack: CreditPack['id'] }

/** The subscribe page's figures, as stored (editable in the database). */
export async function listPlans(
  db: Database,
): Promise<{ plans: Plan[]; creditPacks: CreditPack[] }> {
  const planRows = await db.select().from(plans).orderBy(plans.priceCents)
  const packRows = await db.select().from(creditPacks).orderBy(creditPacks.priceCents)
  return {
    plans: planRows.map((row) => ({
      name: row.id,
      price: toDollars(row.priceCents),
      downloads: row.downloadsPerPeriod,
      customizations: row.customizationsPerPeriod,
      priceId: row.providerPriceId,
    })),
    creditPacks: packRows.flatMap((row) =>
      row.id === 'pro-credits' || row.id === 'enterprise-credits'
        ? [
            {
              id: row.id,
              plan: row.planId === 'Enterprise' ? ('Enterprise' as const) : ('Pro' as const),
              price: toDollars(row.priceCents),
              downloads: row.downloads,
              customizations: row.customizations,
              priceId: row.providerPriceId,
            },
          ]
        : [],
    ),
  }
}

/**
 * A hosted checkout for a plan (subscription mode) or a credit pack (payment mode), charged
 * at the provider price id the store has for it, for the user's customer at the provider
 * (made now if the user has none). A plan the shop set up (no provider subscription) may be
 * replaced by a paid one this way; a plan billed by the provider changes in its portal
 * (docs/decisions/017-billing-for-every-subscriber.md).
 */
export async function createPlanCheckout(
  deps: PlanCheckoutDeps,
  customer: { id: string; email: string },
  purchase: Purchase,
): Promise<CheckoutCreated> {
  const [current] = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, customer.id))
  const item =
    'plan' in purchase
      ? await planItem(deps.db, purchase.plan)
      : await packItem(deps.db, purchase.pack)
  if ('plan' in purchase && current?.status === 'active' && current.providerSubscriptionId) {
    throw new HttpError(
      409,
      "subscriptionType: you already have a plan: change it with 'Manage subscription'",
    )
  }
  if ('pack' in purchase && !(current?.status === 'active' && current.plan === item.planId)) {
    throw new HttpError(409, `pack: these credits are for an active ${item.planId} subscription`)
  }
  const customerId = await billingCustomer(deps.db, deps.provider, customer)
  const sessionId = randomUUID()
  const remote = await deps.provider.createCheckout({
    sessionId,
    mode: 'plan' in purchase ? 'subscription' : 'payment',
    customerEmail: customer.email,
    customerId,
    lines: [
      { name: item.name, unitAmountCents: item.priceCents, quantity: 1, priceId: item.priceId },
    ],
    successUrl: `${deps.publicUrl}/pages/checkout/success?session_id=${sessionId}`,
    cancelUrl: `${deps.publicUrl}/pages/subscribe`,
  })
  await deps.db.insert(checkoutSessions).values({
    id: sessionId,
    provider: deps.provider.name,
    providerSessionId: remote.providerSessionId,
    userId: customer.id,
    kind: 'plan' in purchase ? 'subscription' : 'credit_pack',
    status: 'open',
    amountCents: item.priceCents,
    planId: 'plan' in purchase ? item.planId : null,
    creditPackId: 'pack' in purchase ? purchase.pack : null,
  })
  return { id: sessionId, url: remote.url }
}

async function planItem(db: Database, plan: PaidPlan) {
  const [row] = await db.select().from(plans).where(eq(plans.id, plan))
  if (!row?.providerPriceId) throw new HttpError(409, `subscriptionType: ${plan} is not on sale`)
  return {
    planId: row.id,
    name: `Marquee ${row.id}`,
    priceCents: row.priceCents,
    priceId: row.providerPriceId,
  }
}

async function packItem(db: Database, pack: CreditPack['id']) {
  const [row] = await db.select().from(creditPacks).where(eq(creditPacks.id, pack))
  if (!row?.providerPriceId) throw new HttpError(409, `pack: ${pack} is not on sale`)
  return {
    planId: row.planId,
    name: `${row.planId} credits: ${row.downloads} downloads, ${row.customizations} customisations`,
    priceCents: row.priceCents,
    priceId: row.providerPriceId,
  }
}
