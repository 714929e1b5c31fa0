import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, packCredits, subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { markFailed } from '../../src/services/downloads/download-outcome.ts'
import { customerCalls, manageInSandbox, packsOf, payFor, spendsOf } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const FREE = 'free@marquee.local'
const YEAR_MS = 365 * 24 * 3600 * 1000
let testApp: TestApp
let customer: ReturnType<typeof customerCalls>
let owner: string

beforeAll(async () => {
  // No worker: a download stays queued, its credit held, until the test settles it.
  testApp = await createTestApp({ WORKER_CONCURRENCY: '0', CONVERSIONS_PER_CUSTOMER: '1000' })
  const tokens = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  customer = customerCalls(testApp.app, tokens, FREE)
  owner = await userIdOf(testApp.database.db, FREE)
  await payFor(testApp.app, customer.openPlan('Pro'))
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const renew = () => manageInSandbox(testApp.app, customer.portal, 'advance')
const setPeriod = (downloads: number, customizations: number) =>
  db()
    .update(subscriptions)
    .set({ remainingTotalOrders: downloads, remainingCustomizationOrders: customizations })
    .where(eq(subscriptions.userId, owner))
const failDownload = (downloadId: string) =>
  db().transaction((tx) => markFailed(tx, downloadId, 'the test stopped it'))

async function download() {
  const accepted = await customer.download()
  expect(accepted.statusCode, accepted.body).toBe(202)
  return accepted.json().downloadId as string
}

describe('a bought credit pack', () => {
  it('keeps its credits for 12 months, through the plan’s renewals', async () => {
    await payFor(testApp.app, customer.openPack())
    const totals = { remaining_total_orders: 20, remaining_customization_orders: 4 }
    expect((await customer.me()).subscription).toMatchObject(totals)
    // Issue 22: the next renewal took the pack's credits away (20/4 back to 10/2).
    await renew()
    expect((await customer.me()).subscription).toMatchObject(totals)

    const bought = await customer.me()
    expect(bought.subscription).toMatchObject({
      remaining_total_orders: 20,
      remaining_customization_orders: 4,
      period_downloads_left: 10,
      period_customizations_left: 2,
    })
    const [pack] = bought.subscription.credit_packs
    expect(pack).toMatchObject({ plan: 'Pro', downloads_left: 10, customizations_left: 2 })
    const lasts = Date.parse(pack?.expires_at ?? '') - Date.parse(pack?.bought_at ?? '')
    expect(lasts).toBeGreaterThanOrEqual(YEAR_MS)
    expect(lasts).toBeLessThanOrEqual(YEAR_MS + 24 * 3600 * 1000)
    const mail = await rendered(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, FREE)),
    )
    expect(mail.filter((sent) => sent.textBody.includes('yours until'))).toHaveLength(1)

    await renew()
    const renewed = await customer.me()
    expect(renewed.subscription).toMatchObject({
      remaining_total_orders: 20,
      remaining_customization_orders: 4,
      credit_packs: bought.subscription.credit_packs,
    })
    expect(renewed.subscription.subscription_end_date).not.toBe(
      bought.subscription.subscription_end_date,
    )
  })

  it('is spent after the period’s own credits, and a give-back returns each credit to its source', async () => {
    await setPeriod(1, 0)
    const first = await download()
    expect((await customer.me()).subscription).toMatchObject({
      period_downloads_left: 0,
      credit_packs: [expect.objectContaining({ downloads_left: 10 })],
    })
    const second = await download()
    expect((await customer.me()).subscription).toMatchObject({
      remaining_total_orders: 9,
      period_downloads_left: 0,
      credit_packs: [expect.objectContaining({ downloads_left: 9 })],
    })
    // Giving back returns each credit where it came from, once.
    await failDownload(second)
    await failDownload(second)
    await failDownload(first)
    expect((await customer.me()).subscription).toMatchObject({
      period_downloads_left: 1,
      credit_packs: [expect.objectContaining({ downloads_left: 10 })],
    })
    expect(await spendsOf(db(), owner)).toEqual([])
  })

  it('gives a credit of an ended period back to nobody: a renewal during a download mints nothing', async () => {
    await setPeriod(10, 2)
    const held = await download()
    expect((await customer.me()).subscription.period_downloads_left).toBe(9)
    await renew()
    await failDownload(held)
    expect((await customer.me()).subscription).toMatchObject({
      period_downloads_left: 10,
      remaining_total_orders: 20,
    })
  })

  it('ends on its date: its credits are neither shown nor spent', async () => {
    await setPeriod(0, 0)
    await db()
      .update(packCredits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(packCredits.userId, owner))
    const profile = await customer.me()
    expect(profile.subscription).toMatchObject({ remaining_total_orders: 0, credit_packs: [] })
    expect((await customer.download()).statusCode).toBe(402)
    expect((await packsOf(db(), owner))[0]?.downloadsLeft).toBe(10)
  })
})
