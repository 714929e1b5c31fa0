import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { customerCalls, manageInSandbox, payFor } from '../helpers/credits.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PRO = 'pro@marquee.local'
let testApp: TestApp
let demo: ReturnType<typeof customerCalls>

beforeAll(async () => {
  testApp = await createTestApp()
  demo = customerCalls(testApp.app, await signIn(testApp.app, PRO, DEMO_PASSWORD), PRO)
})

afterAll(async () => {
  await testApp.close()
})

/** The demo's Pro plan was seeded: no checkout, no customer or subscription at the provider. */
describe('the Pro demo subscriber, whose plan the shop set up', () => {
  it('is told the plan is the store’s to manage, not a missing subscription', async () => {
    const profile = await demo.me()
    expect(profile.metadata).toMatchObject({
      subscription_type: 'Pro',
      subscription_status: 'active',
    })
    expect(profile.subscription).toMatchObject({ billed: false, remaining_total_orders: 8 })
    const portal = await demo.portal()
    expect(portal.statusCode).toBe(409)
    expect(portal.json().message).toMatch(/^Your Pro plan is not billed by card/)
  })

  it('buys more Pro credits: its customer is made at the provider, the pack is added', async () => {
    const customers = `provider = 'sandbox' and user_id = (select id from users where email = '${PRO}')`
    expect(await count(testApp.database.db, 'billing_customers', customers)).toBe(0)
    await payFor(testApp.app, demo.openPack())
    expect(await count(testApp.database.db, 'billing_customers', customers)).toBe(1)
    const profile = await demo.me()
    expect(profile.subscription).toMatchObject({
      remaining_total_orders: 18,
      remaining_customization_orders: 4,
      period_downloads_left: 8,
      credit_packs: [expect.objectContaining({ plan: 'Pro', downloads_left: 10 })],
    })
    // The back office counts the pack's credits with the period's.
    const listed = await testApp.app.inject({
      url: `/api/admin/customers?q=${PRO}`,
      headers: await adminHeaders(testApp.app),
    })
    expect(listed.json().items[0]).toMatchObject({ downloads_left: 18, customisations_left: 4 })
    const wrongPlan = await demo.openPack('enterprise-credits')
    expect(wrongPlan.statusCode).toBe(409)
  })

  it('switches to Enterprise through a checkout that replaces the seeded plan once paid', async () => {
    const before = await demo.me()
    expect(before.metadata.subscription_type).toBe('Pro')
    await payFor(testApp.app, demo.openPlan('Enterprise'))
    const after = await demo.me()
    expect(after.metadata).toMatchObject({
      subscription_type: 'Enterprise',
      subscription_status: 'active',
    })
    expect(after.subscription).toMatchObject({
      billed: true,
      period_downloads_left: 50,
      period_customizations_left: 10,
      // The pack bought before the switch keeps its credits.
      credit_packs: before.subscription.credit_packs,
      remaining_total_orders: 60,
    })
    // Billed now: the provider's page manages it, and another plan checkout is refused.
    await manageInSandbox(testApp.app, demo.portal, 'switch', { plan: 'Pro' })
    expect((await demo.me()).metadata.subscription_type).toBe('Pro')
    expect((await demo.openPlan('Enterprise')).statusCode).toBe(409)
  })
})
