import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, packCredits, subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { markFailed } from '../../src/services/downloads/download-outcome.ts'
import { customerCalls, manageInSandbox, packsOf, payFor, spendsOf } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { chargedEvent, count, postEvent, sandboxSecret } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PRO = 'pro@marquee.local'
const FREE = 'free@marquee.local'
let testApp: TestApp
let proTokens: Tokens
let pro: ReturnType<typeof customerCalls>
let free: ReturnType<typeof customerCalls>

beforeAll(async () => {
  // No worker: every download holds its credit until the test settles it.
  testApp = await createTestApp({ WORKER_CONCURRENCY: '0', CONVERSIONS_PER_CUSTOMER: '1000' })
  proTokens = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  pro = customerCalls(testApp.app, proTokens, PRO)
  free = customerCalls(testApp.app, await signIn(testApp.app, FREE, DEMO_PASSWORD), FREE)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const codes = (answers: Array<{ statusCode: number }>) => answers.map((answer) => answer.statusCode)
const fail = (downloadId: string) =>
  db().transaction((tx) => markFailed(tx, downloadId, 'the test stopped it'))

async function periodOf(userId: string) {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId))
  if (!row) throw new Error('no plan')
  return row
}

describe('credits under concurrent requests', () => {
  it('credits two packs paid at once exactly once each, whatever reports them and how often', async () => {
    const owner = await userIdOf(db(), PRO)
    const secret = await sandboxSecret(db())
    const opened = [await pro.openPack(), await pro.openPack()].map(
      (response) => response.json() as { id: string; url: string },
    )
    const reports = await Promise.all(
      opened.map(async ({ id, url }) => {
        const { event } = await chargedEvent(db(), url)
        return [
          // The same event replayed, the same payment under other event ids, the success page.
          ...Array.from({ length: 6 }, () => () => postEvent(testApp.app, event, secret)),
          ...Array.from(
            { length: 6 },
            (_, n) => () =>
              postEvent(testApp.app, { ...event, id: `${event.id}_again_${n}` }, secret),
          ),
          ...Array.from(
            { length: 4 },
            () => () =>
              testApp.app.inject({
                url: `/api/checkout/sessions/${id}`,
                headers: bearer(proTokens),
              }),
          ),
        ]
      }),
    )
    const answers = await Promise.all([
      ...reports.flat().map((report) => report()),
      testApp.app.payments.reconcile(0),
      testApp.app.payments.reconcile(0),
    ])
    expect(answers.length).toBeGreaterThanOrEqual(30)
    const packs = await packsOf(db(), owner)
    expect(packs.map((pack) => pack.checkoutSessionId).sort()).toEqual(
      opened.map(({ id }) => id).sort(),
    )
    expect(packs.map((pack) => [pack.downloadsLeft, pack.customizationsLeft])).toEqual([
      [10, 2],
      [10, 2],
    ])
    expect((await pro.me()).subscription.remaining_total_orders).toBe(8 + 20)
    expect(
      await count(
        db(),
        'mail_outbox',
        `to_address = '${PRO}' and subject like '%credits were added'`,
      ),
    ).toBe(2)
  })

  it('spends exactly the N credits held across the period and two packs, in that order', async () => {
    const owner = await userIdOf(db(), PRO)
    await db()
      .update(subscriptions)
      .set({ remainingTotalOrders: 3, remainingCustomizationOrders: 1 })
      .where(eq(subscriptions.userId, owner))
    const [later, sooner] = await packsOf(db(), owner)
    const ending = (months: number, downloads: number) =>
      db()
        .update(packCredits)
        .set({
          downloadsLeft: downloads,
          customizationsLeft: 1,
          expiresAt: sql`now() + make_interval(months => ${months})`,
        })
    await ending(11, 5).where(eq(packCredits.id, later?.id ?? 0))
    await ending(6, 4).where(eq(packCredits.id, sooner?.id ?? 0))

    const downloads = await Promise.all(Array.from({ length: 25 }, () => pro.download()))
    expect(codes(downloads).filter((code) => code === 202)).toHaveLength(12)
    expect(codes(downloads).filter((code) => code === 402)).toHaveLength(13)
    // Spends queue on the plan's row: order ids follow the order credits were taken in.
    const sources = (await spendsOf(db(), owner))
      .sort((a, b) => a.orderId - b.orderId)
      .map((spend) => spend.downloadPackId)
    expect(sources).toEqual([
      ...Array(3).fill(null),
      ...Array(4).fill(sooner?.id),
      ...Array(5).fill(later?.id),
    ])
    expect((await pro.me()).subscription).toMatchObject({
      remaining_total_orders: 0,
      remaining_customization_orders: 3,
    })

    await db()
      .update(subscriptions)
      .set({ remainingTotalOrders: 30 })
      .where(eq(subscriptions.userId, owner))
    const submitted = await Promise.all(
      Array.from({ length: 20 }, () =>
        pro.post('/api/orders', {
          user_email: PRO,
          product_id: 2,
          width: 384,
          height: 192,
          filetype: 'mp4',
          aspect_ratio: '2:1',
          customization_requests: 'Our name in red',
          is_rush_order: false,
          status: 'pending',
          paymentstatus: 'subscription',
          fit: 'crop',
          depth: 'full',
        }),
      ),
    )
    expect(codes(submitted).filter((code) => code === 201)).toHaveLength(3)
    expect(codes(submitted).filter((code) => code === 402)).toHaveLength(17)
    const custom = (await spendsOf(db(), owner)).filter((spend) => spend.customizations === 1)
    expect(custom.map((spend) => spend.customizationPackId).sort()).toEqual(
      [null, sooner?.id, later?.id].sort(),
    )
    expect((await pro.me()).subscription.remaining_customization_orders).toBe(0)
  })

  it('loses and mints no credit when a renewal lands among downloads and give-backs', async () => {
    const owner = await userIdOf(db(), FREE)
    await payFor(testApp.app, free.openPlan('Pro'))
    await payFor(testApp.app, free.openPack())
    const held = await Promise.all(Array.from({ length: 5 }, () => free.download()))
    expect(codes(held)).toEqual(Array(5).fill(202))
    const before = await periodOf(owner)

    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => free.download())),
      manageInSandbox(testApp.app, free.portal, 'advance'),
      ...held.map((answer) => fail(answer.json().downloadId)),
    ])
    const accepted = codes(answers).filter((code) => code === 202).length
    expect(accepted + codes(answers).filter((code) => code === 402).length).toBe(20)

    const after = await periodOf(owner)
    expect(after.currentPeriodEnd?.getTime()).toBeGreaterThan(
      before.currentPeriodEnd?.getTime() ?? 0,
    )
    const spends = await spendsOf(db(), owner)
    // Every accepted download holds exactly one recorded credit; the five failed gave theirs back.
    expect(spends).toHaveLength(accepted)
    const spentOrders = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, owner), eq(orders.orderStatus, 'subscription')))
    expect(spentOrders).toHaveLength(accepted)
    // The new period gave 10: what is left plus what was spent of it is 10.
    const fromNewPeriod = spends.filter(
      (spend) =>
        spend.downloadPackId === null &&
        spend.periodEnd?.getTime() === after.currentPeriodEnd?.getTime(),
    )
    expect(after.remainingTotalOrders + fromNewPeriod.length).toBe(10)
    // The pack: what is left plus what was spent of it is what was bought.
    const [pack] = await packsOf(db(), owner)
    const fromPack = spends.filter((spend) => spend.downloadPackId === pack?.id)
    expect((pack?.downloadsLeft ?? 0) + fromPack.length).toBe(10)
    // The rest came from the old period before the renewal: at most what it had left, plus
    // the held credits given back to it while it was still the current one.
    const fromOldPeriod = spends.length - fromNewPeriod.length - fromPack.length
    expect(fromOldPeriod).toBeLessThanOrEqual(before.remainingTotalOrders + held.length)
  })

  it('spends one credit for twenty requests of the same file at once, and one download', async () => {
    const owner = await userIdOf(db(), PRO)
    await db()
      .update(subscriptions)
      .set({ remainingTotalOrders: 5 })
      .where(eq(subscriptions.userId, owner))
    const spendsBefore = (await spendsOf(db(), owner)).length
    const file = { productId: 4, format: 'gif', width: 40, height: 20, fit: 'crop', depth: 'full' }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pro.post('/api/convert', file)),
    )
    expect(codes(answers)).toEqual(Array(20).fill(202))
    expect(new Set(answers.map((answer) => answer.json().downloadId)).size).toBe(1)
    expect((await spendsOf(db(), owner)).length).toBe(spendsBefore + 1)
    expect((await pro.me()).subscription.remaining_total_orders).toBe(4)
  })
})
