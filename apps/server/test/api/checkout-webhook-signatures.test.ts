import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { stripeShapedEvent } from '../../src/services/payments/sandbox-events.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import {
  chargedEvent,
  count,
  openCartCheckout,
  postEvent,
  sandboxSecret,
} from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let secret: string

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  secret = await sandboxSecret(testApp.database.db)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db

const openCheckout = () => openCartCheckout(testApp.app, free, 'free@marquee.local')

describe('webhook signatures', () => {
  it('refuses a missing, wrong, stale or altered signature and changes nothing', async () => {
    const { id, url } = await openCheckout()
    const { event } = await chargedEvent(db(), url)
    const events = await count(db(), 'payment_events')
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    const wrong = await postEvent(testApp.app, event, 'whsec_not_this_install')
    const stale = await postEvent(testApp.app, event, secret, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    const altered = await postEvent(testApp.app, event, secret, {
      body: JSON.stringify({
        ...event,
        data: { object: { ...event.data.object, amount_total: 1 } },
      }),
    })
    for (const response of [unsigned, wrong, stale, altered]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/^stripe-signature: /)
    }
    expect(await count(db(), 'payment_events')).toBe(events)
    expect(
      await count(db(), 'orders', `checkout_session_id = '${id}' and payment_status = 'unpaid'`),
    ).toBe(1)
  })

  it('answers an unknown event type with 200 and ignores it', async () => {
    const response = await postEvent(
      testApp.app,
      stripeShapedEvent('customer.created', { id: 'cus_1' }),
      secret,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().outcome).toBe('ignored')
  })
})
