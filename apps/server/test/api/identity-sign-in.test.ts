import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => testApp?.close())

describe('sign-in through the built-in provider', () => {
  it('signs the Pro demo customer in and /api/me tells who they are', async () => {
    const tokens = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    const me = await testApp.app.inject({ url: '/api/me', headers: bearer(tokens) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      email: 'pro@marquee.local',
      name: 'Priya Pro',
      metadata: { subscription_type: 'Pro', subscription_status: 'active' },
      subscription: { remaining_total_orders: 8, remaining_customization_orders: 2 },
    })
  })
})
