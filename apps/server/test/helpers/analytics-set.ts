import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client.ts'
import {
  auditLog,
  checkoutSessions,
  creditPacks,
  creditSpends,
  downloads,
  orderRefunds,
  orders,
  packCredits,
  plans,
  products,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../src/db/schema.ts'

const at = (iso: string) => new Date(iso)

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('test row missing')
  return row
}

/**
 * A known month of trade, 2025-03-01 to 2025-03-03, long before the seed's own rows: a clip
 * sold, one sold and refunded, a Pro plan bought, an Enterprise plan renewed, a credit pack,
 * a credit-paid custom order delivered late, a cancelled subscription, one conversion made
 * and one failed, three credits granted by hand and one taken back. Answers the prices it used, so a test can state each figure.
 */
export async function insertAnalyticsSet(db: Database) {
  const pro = await one(db.select().from(plans).where(eq(plans.id, 'Pro')))
  const enterprise = await one(db.select().from(plans).where(eq(plans.id, 'Enterprise')))
  const pack = await one(db.select().from(creditPacks).limit(1))
  const clip = await one(db.select().from(products).where(eq(products.slug, 'oil-change-special')))
  const [buyer, quitter] = await db
    .insert(users)
    .values([
      { email: 'analytics-buyer@example.com', name: 'Buyer' },
      { email: 'analytics-quitter@example.com', name: 'Quitter' },
    ])
    .returning({ id: users.id, email: users.email })
  if (!buyer || !quitter) throw new Error('users not inserted')
  const order = (values: Partial<typeof orders.$inferInsert>) => ({
    userId: buyer.id,
    userEmail: buyer.email,
    productId: clip.id,
    quantity: 1,
    unitCents: values.totalCents ?? 0,
    lineCents: values.totalCents ?? 0,
    totalCents: 0,
    orderStatus: 'pending' as const,
    paymentStatus: 'paid' as const,
    ...values,
  })
  const [sold, refunded, custom, spent] = await db
    .insert(orders)
    .values([
      order({ totalCents: 1999, paidAt: at('2025-03-01T12:00:00Z') }),
      order({ totalCents: 1250, paymentStatus: 'refunded', paidAt: at('2025-03-01T13:00:00Z') }),
      order({
        paymentStatus: 'subscription',
        orderStatus: 'delivered',
        isRushOrder: true,
        customizationRequests: 'Say OPEN LATE',
        createdAt: at('2025-03-01T00:00:00Z'),
      }),
      order({ paymentStatus: 'subscription', orderStatus: 'delivered' }),
    ])
    .returning({ id: orders.id })
  if (!sold || !refunded || !custom || !spent) throw new Error('orders not inserted')
  await db.insert(orderRefunds).values({
    orderId: refunded.id,
    provider: 'sandbox',
    paymentIntentId: 'pi_analytics_refund',
    amountCents: 1250,
    reason: 'customer asked',
    actorId: buyer.id,
    status: 'succeeded',
    completedAt: at('2025-03-02T09:00:00Z'),
  })
  const period = (userId: string, plan: typeof pro, start: string, end: string) => ({
    userId,
    planId: plan.id,
    providerInvoiceId: `in_analytics_${userId}_${start}`,
    periodStart: at(start),
    periodEnd: at(end),
    downloadsQuota: plan.downloadsPerPeriod,
    customizationsQuota: plan.customizationsPerPeriod,
  })
  await db
    .insert(subscriptionPeriods)
    .values([
      period(buyer.id, pro, '2025-03-02T08:00:00Z', '2025-04-02T08:00:00Z'),
      period(quitter.id, enterprise, '2025-02-01T06:00:00Z', '2025-03-01T06:00:00Z'),
      period(quitter.id, enterprise, '2025-03-01T06:00:00Z', '2025-04-01T06:00:00Z'),
    ])
  await db.insert(subscriptions).values([
    { userId: buyer.id, plan: 'Pro', status: 'active', providerSubscriptionId: 'sub_analytics' },
    {
      userId: quitter.id,
      plan: 'Enterprise',
      status: 'canceled',
      updatedAt: at('2025-03-03T15:00:00Z'),
    },
  ])
  const session = await one(
    db
      .insert(checkoutSessions)
      .values({
        provider: 'sandbox',
        providerSessionId: 'cs_analytics_pack',
        userId: buyer.id,
        kind: 'credit_pack',
        status: 'complete',
        amountCents: 900,
        creditPackId: pack.id,
      })
      .returning({ id: checkoutSessions.id }),
  )
  await db.insert(packCredits).values({
    userId: buyer.id,
    creditPackId: pack.id,
    checkoutSessionId: session.id,
    downloadsLeft: pack.downloads,
    customizationsLeft: pack.customizations,
    boughtAt: at('2025-03-03T10:00:00Z'),
    expiresAt: at('2026-03-03T10:00:00Z'),
  })
  await db.insert(creditSpends).values({
    orderId: spent.id,
    userId: buyer.id,
    customizations: 1,
    spentAt: at('2025-03-02T11:00:00Z'),
  })
  const byHand = (action: string, before: number[], after: number[], when: string) => ({
    actorId: buyer.id,
    action,
    entity: 'customer',
    entityId: quitter.id,
    before: { downloads: before[0], customisations: before[1] },
    after: { downloads: after[0], customisations: after[1], reason: 'goodwill' },
    at: at(when),
  })
  await db.insert(auditLog).values([
    {
      actorId: buyer.id,
      action: 'custom-order.delivered',
      entity: 'order',
      entityId: String(custom.id),
      at: at('2025-03-03T12:00:00Z'),
    },
    // Three credits given by hand and one taken back: two more, net.
    byHand('credits.grant', [0, 0], [2, 1], '2025-03-02T09:00:00Z'),
    byHand('credits.take-back', [2, 1], [1, 1], '2025-03-02T09:30:00Z'),
  ])
  const conversion = {
    userId: buyer.id,
    productId: clip.id,
    sourceVersion: 'v1',
    format: 'mp4' as const,
    width: 384,
    height: 192,
    fit: 'letterbox' as const,
    depth: 'full' as const,
    entitlement: 'purchase' as const,
    createdAt: at('2025-03-02T10:00:00Z'),
  }
  await db.insert(downloads).values([
    { ...conversion, status: 'ready', readyAt: at('2025-03-02T10:00:30Z') },
    { ...conversion, status: 'failed', updatedAt: at('2025-03-02T10:05:00Z') },
  ])
  return { pro, enterprise, pack, clip }
}
