import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, customerHeaders } from '../helpers/admin.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/custom-requests', () => {
  it('lists the custom video requests for the shop, newest first', async () => {
    for (const message of ['FIRST REQUEST', 'SECOND REQUEST']) {
      const sent = await testApp.app.inject({
        method: 'POST',
        url: '/api/submit-custom-video-query',
        payload: {
          name: 'Vera',
          email: 'vera@example.com',
          sign_width: 96,
          sign_height: 48,
          message,
        },
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
    const response = await testApp.app.inject({
      url: '/api/admin/custom-requests?page=1&pageSize=10',
      headers: await adminHeaders(testApp.app),
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.total).toBe(2)
    expect(body.items.map((item: { message: string }) => item.message)).toEqual([
      'SECOND REQUEST',
      'FIRST REQUEST',
    ])
    expect(body.items[0]).toMatchObject({
      email: 'vera@example.com',
      signedIn: false,
      signWidth: 96,
      status: 'new',
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 401 signed out and 403 to a customer', async () => {
    expect((await testApp.app.inject({ url: '/api/admin/custom-requests' })).statusCode).toBe(401)
    const customer = await testApp.app.inject({
      url: '/api/admin/custom-requests',
      headers: await customerHeaders(testApp.app),
    })
    expect(customer.statusCode).toBe(403)
  })
})
