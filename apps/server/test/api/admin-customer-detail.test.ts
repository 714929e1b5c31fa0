import { toDollars } from '@marquee/core'
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  creditPacks,
  creditSpends,
  downloads,
  orders,
  packCredits,
  plans,
  reviews,
  subscriptionPeriods,
  subscriptions,
} from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'
import { customerCalls, payFor } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { grantDownload, postReview, productIdBySlug, reviewBody } from '../helpers/reviews.ts'

const FREE = 'free@marquee.local'
// No worker: the credit download stays queued with its credit held.
const store = adminTestStore({ WORKER_CONCURRENCY: '0' })
let customerId: string

const detail = (id: string, headers = store.admin) =>
  store.app.inject({ url: `/api/admin/customers/${id}`, headers })

/** Free subscribes to Pro, buys a pack, downloads by a credit and reviews; staff grant 3 downloads. */
beforeAll(async () => {
  const tokens = await signIn(store.app, FREE, DEMO_PASSWORD)
  const customer = customerCalls(store.app, tokens, FREE)
  customerId = await userIdOf(store.db, FREE)
  await payFor(store.app, customer.openPlan('Pro'))
  await payFor(store.app, customer.openPack())
  const accepted = await customer.download()
  expect(accepted.statusCode, accepted.body).toBe(202)
  const granted = await store.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/credits`,
    headers: await customerHeaders(store.app, 'staff@marquee.local'),
    payload: { downloads: 3, reason: 'Sorry for the slow delivery' },
  })
  expect(granted.statusCode, granted.body).toBe(200)
  const productId = await productIdBySlug(store.db, 'oil-change-special')
  await grantDownload(store.db, FREE, productId)
  expect((await postReview(store.app, productId, tokens)).statusCode).toBe(201)
}, 60_000)

describe('GET /api/admin/customers/{id}', () => {
  it('shows the plan, credits, orders, downloads and reviews as the tables hold them', async () => {
    const answer = await detail(customerId)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const body = answer.json()
    const { db } = store
    const [plan] = await db
      .select({ row: subscriptions, terms: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan))
      .where(eq(subscriptions.userId, customerId))
    const periods = await db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.userId, customerId))
    const packs = await db
      .select({ left: packCredits, pack: creditPacks })
      .from(packCredits)
      .innerJoin(creditPacks, eq(creditPacks.id, packCredits.creditPackId))
      .where(eq(packCredits.userId, customerId))
    const spends = await db.select().from(creditSpends).where(eq(creditSpends.userId, customerId))
    const theirOrders = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
    const theirDownloads = await db
      .select({ id: downloads.id })
      .from(downloads)
      .where(eq(downloads.userId, customerId))
      .orderBy(desc(downloads.createdAt))
    const written = await db.select().from(reviews).where(eq(reviews.userId, customerId))
    if (!plan) throw new Error('no plan')
    const sum = (values: number[]) => values.reduce((total, each) => total + each, 0)

    expect(body.customer).toMatchObject({ id: customerId, email: FREE, plan: 'Pro' })
    expect(body.subscription).toEqual({
      plan: 'Pro',
      status: plan.row.status,
      price: toDollars(plan.terms.priceCents),
      downloads_per_period: plan.terms.downloadsPerPeriod,
      customisations_per_period: plan.terms.customizationsPerPeriod,
      current_period_end: plan.row.currentPeriodEnd?.toISOString() ?? null,
      cancel_at: null,
    })
    expect(periods).toHaveLength(1)
    expect(packs).toHaveLength(1)
    expect(spends).toHaveLength(1)
    expect(body.credits).toEqual({
      granted: {
        downloads:
          sum(periods.map((p) => p.downloadsQuota)) + sum(packs.map((p) => p.pack.downloads)) + 3,
        customisations:
          sum(periods.map((p) => p.customizationsQuota)) +
          sum(packs.map((p) => p.pack.customizations)),
      },
      spent: { downloads: 1, customisations: 0 },
      balance: {
        downloads: plan.row.remainingTotalOrders + sum(packs.map((p) => p.left.downloadsLeft)),
        customisations:
          plan.row.remainingCustomizationOrders + sum(packs.map((p) => p.left.customizationsLeft)),
      },
    })
    expect(body.orders.total).toBe(theirOrders.length)
    expect(body.orders.items.map((order: { id: number }) => order.id)).toEqual(
      theirOrders.slice(0, 20).map((order) => order.id),
    )
    expect(body.downloads.total).toBe(theirDownloads.length)
    expect(body.downloads.total).toBe(2)
    expect(body.downloads.items.map((download: { id: string }) => download.id).sort()).toEqual(
      theirDownloads.map((download) => download.id).sort(),
    )
    expect(body.reviews).toEqual([
      expect.objectContaining({
        id: written[0]?.id,
        product_title: 'Oil Change Special',
        rating: reviewBody.rating,
        subject: reviewBody.subject,
        status: 'pending',
      }),
    ])
  })

  it('counts a take-back against what was granted', async () => {
    const before = (await detail(customerId)).json().credits
    const takeBack = await store.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/credits`,
      headers: store.admin,
      payload: { downloads: -2, customisations: 1, reason: 'Granted to the wrong account' },
    })
    expect(takeBack.statusCode, takeBack.body).toBe(200)
    const after = (await detail(customerId)).json().credits
    expect(after.granted).toEqual({
      downloads: before.granted.downloads - 2,
      customisations: before.granted.customisations + 1,
    })
    expect(after.balance).toEqual({
      downloads: before.balance.downloads - 2,
      customisations: before.balance.customisations + 1,
    })
  })

  it('is open to staff; 401 signed out, 403 to a customer, 404 unknown, 400 for a bad id', async () => {
    const staff = await customerHeaders(store.app, 'staff@marquee.local')
    expect((await detail(customerId, staff)).statusCode).toBe(200)
    expect((await store.app.inject({ url: `/api/admin/customers/${customerId}` })).statusCode).toBe(
      401,
    )
    expect((await detail(customerId, await customerHeaders(store.app))).statusCode).toBe(403)
    const missing = await detail('00000000-0000-4000-8000-000000000001')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('No customer has this id')
    const bad = await detail('42')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^id: /)
  })
})
