import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let pro: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp()
  pro = bearer(await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD))
})

afterAll(async () => {
  await testApp.close()
})

const ME = 'pro@marquee.local'
const SOME_ID = '00000000-0000-4000-8000-000000000000'

const UPLOAD = {
  method: 'POST',
  url: '/api/upload/s3',
  payload: { filename: 'logo.png', contentType: 'image/png' },
} as const

/** One valid request to each route of routes/api/account/. */
const accountRequests = [
  { method: 'GET', url: '/api/orders/1/messages' },
  { method: 'GET', url: '/api/me' },
  { method: 'PATCH', url: '/api/me', payload: { name: 'Pat Pro' } },
  {
    method: 'POST',
    url: '/api/create-checkout-session-cart',
    payload: { userEmail: ME, lines: [{ productId: 1, quantity: 1 }] },
  },
  { method: 'GET', url: `/api/checkout/sessions/${SOME_ID}` },
  { method: 'POST', url: `/api/checkout/sessions/${SOME_ID}/cancel` },
  { method: 'GET', url: `/api/orders/user/${ME}` },
  { method: 'GET', url: `/api/subscription-orders/${ME}` },
  {
    method: 'POST',
    url: '/api/orders',
    payload: {
      user_email: ME,
      product_id: 2,
      width: 384,
      height: 192,
      filetype: 'gif',
      aspect_ratio: '2:1',
      customization_requests: '',
      is_rush_order: false,
    },
  },
  {
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { subscriptionType: 'Pro', userEmail: ME },
  },
  {
    method: 'POST',
    url: '/api/create-checkout-session-credits',
    payload: { pack: 'pro-credits', userEmail: ME },
  },
  { method: 'POST', url: '/api/billing/portal', payload: { userEmail: ME } },
  { method: 'POST', url: '/api/subscription/resume' },
  {
    method: 'POST',
    url: '/api/convert',
    payload: { productId: 1, format: 'gif', width: 128, height: 64 },
  },
  { method: 'GET', url: '/api/downloads' },
  { method: 'GET', url: `/api/downloads/${SOME_ID}` },
  { method: 'GET', url: `/api/downloads/${SOME_ID}/events` },
  { method: 'GET', url: `/api/licences/${SOME_ID}` },
  {
    method: 'POST',
    url: '/api/send-email',
    payload: { template: 'order-submitted', variables: { order_id: 1 } },
  },
  UPLOAD,
] as const

const SIGN_IN = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Sign in to continue: the access token is missing, invalid or expired',
}

describe('the account area (routes/api/account/)', () => {
  it('answers every route signed out, or with a bad token, with the same 401', async () => {
    for (const request of accountRequests) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await testApp.app.inject({ ...request, headers })
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401)
        expect(response.json()).toEqual(SIGN_IN)
      }
    }
  })

  it('names a bad field (400) before it asks for a token, as its routes always did', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload/s3',
      payload: { filename: 'logo.png', contentType: 'text/html' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^contentType/)
  })

  it('names a bad field of a moved route before it asks for a token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session-credits',
      payload: { pack: 'no-such-pack', userEmail: ME },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^pack/)
  })

  it('hands the signed-in customer to the route', async () => {
    const response = await testApp.app.inject({ ...UPLOAD, headers: pro })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().key).toMatch(/^logos\//)
    const me = await testApp.app.inject({ url: '/api/me', headers: pro })
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().email).toBe(ME)
  })

  it('leaves the plans open to anyone', async () => {
    const response = await testApp.app.inject({ url: '/api/plans' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().plans.length).toBeGreaterThan(0)
  })
})
