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

/** One valid request to each route of routes/api/account/. */
const accountRequests = [
  { method: 'GET', url: '/api/orders/1/messages' },
  {
    method: 'POST',
    url: '/api/send-email',
    payload: { template: 'order-submitted', variables: { order_id: 1 } },
  },
  {
    method: 'POST',
    url: '/api/upload/s3',
    payload: { filename: 'logo.png', contentType: 'image/png' },
  },
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

  it('hands the signed-in customer to the route', async () => {
    const response = await testApp.app.inject({ ...accountRequests[2], headers: pro })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().key).toMatch(/^logos\//)
  })
})
