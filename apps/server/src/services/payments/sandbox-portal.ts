import { eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { plans, type sandboxSubscriptions } from '../../db/schema.ts'
import type { SandboxBilling } from './sandbox-billing.ts'

export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect
export type PlanOnSale = typeof plans.$inferSelect

export const PORTAL_ACTIONS = ['cancel', 'resume', 'switch', 'advance'] as const
export type PortalAction = (typeof PORTAL_ACTIONS)[number]

/**
 * What the sandbox's manage page shows for a link's token: the customer's subscription (or
 * none) and the plans the provider bills; null when the link is not valid (expired or forged).
 */
export async function portalView(
  db: Database,
  billing: SandboxBilling,
  token: string,
): Promise<{ subscription: SandboxSubscription | undefined; plans: PlanOnSale[] } | null> {
  const customerId = billing.customerOfToken(token)
  if (!customerId) return null
  return {
    subscription: await billing.current(customerId),
    plans: await db.select().from(plans).where(isNotNull(plans.providerPriceId)),
  }
}

/**
 * One button of the manage page; each change reaches the store as a Billing event. Answers
 * false, changing nothing, when the token has no subscription to change.
 */
export async function changeSandboxSubscription(
  db: Database,
  billing: SandboxBilling,
  change: { token: string; action: PortalAction; plan?: PlanOnSale['id'] | undefined },
): Promise<boolean> {
  const customerId = billing.customerOfToken(change.token)
  const row = customerId ? await billing.current(customerId) : undefined
  if (!row) return false
  if (change.action === 'cancel') await billing.setCancelAtPeriodEnd(row, true)
  if (change.action === 'resume') await billing.setCancelAtPeriodEnd(row, false)
  if (change.action === 'advance') await billing.advance(row)
  if (change.action === 'switch' && change.plan) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, change.plan))
    if (plan?.providerPriceId) await billing.switchPlan(row, plan.providerPriceId)
  }
  return true
}
