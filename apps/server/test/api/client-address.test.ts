import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, pkcePair, startSignIn } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const LIMITS = { CONTACT_RATE_LIMIT: '3', COUPON_RATE_LIMIT: '3', SIGN_IN_RATE_LIMIT: '3' }

/** Limited requests and how many one client may send per minute. */
const limited: Array<[string, number, (app: FastifyInstance) => Promise<InjectOptions>]> = [
  [
    'contact messages',
    3,
    async () => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Rotating Ray',
        email: 'ray@example.com',
        subject: 'Hello',
        message: 'A message long enough to be accepted.',
      },
    }),
  ],
  [
    'coupon guesses',
    3,
    async () => ({ method: 'POST', url: '/api/discounts/validate', payload: { code: 'GUESS1' } }),
  ],
  [
    'password reset mails',
    5,
    async () => ({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'pro@marquee.local' },
    }),
  ],
  [
    'sign-in attempts',
    3,
    async (app) => {
      const jar = new CookieJar()
      const uid = await startSignIn(app, jar, pkcePair().challenge)
      return {
        method: 'POST',
        url: `/interaction/${uid}/login`,
        headers: { cookie: jar.header() },
        payload: { email: 'pro@marquee.local', password: 'wrong-password-1' },
      }
    },
  ],
]

/** Sends one more request than the limit allows, each claiming another X-Forwarded-For. */
async function rotatedStatuses(app: FastifyInstance, max: number, build: (typeof limited)[0][2]) {
  const statuses: number[] = []
  for (let index = 0; index <= max; index += 1) {
    const options = await build(app)
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, 'x-forwarded-for': `203.0.113.${index + 1}` },
    })
    statuses.push(response.statusCode)
  }
  return statuses
}

describe('a client-chosen X-Forwarded-For with the default TRUST_PROXY (off)', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp(LIMITS)
  })
  afterAll(async () => testApp?.close())

  it.each(limited)('moves no limit: %s', async (_name, max, build) => {
    const statuses = await rotatedStatuses(testApp.app, max, build)
    expect(statuses.slice(0, max).every((status) => status !== 429)).toBe(true)
    expect(statuses[max]).toBe(429)
  })
})

describe('X-Forwarded-For from a proxy named in TRUST_PROXY', () => {
  let testApp: TestApp
  beforeAll(async () => {
    // inject's socket is 127.0.0.1: the proxy in front of the store.
    testApp = await createTestApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1' })
  })
  afterAll(async () => testApp?.close())

  it.each(limited)('tells clients apart: %s', async (_name, max, build) => {
    const statuses = await rotatedStatuses(testApp.app, max, build)
    expect(statuses).not.toContain(429)
  })
})
