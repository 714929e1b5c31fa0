import { ANONYMOUS_EMAIL } from '@marquee/core'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, CookieJar, pkcePair, signIn, startSignIn } from '../helpers/oidc-flow.ts'
import type { KnownValues } from '../helpers/openapi-arbitraries.ts'
import { type FuzzRequest, operationsOf, requestsFor } from '../helpers/openapi-operations.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Runs per operation and sign-in state; FUZZ_RUNS=2000 for a long night. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)
const PRO_EMAIL = 'pro@marquee.local'

let testApp: TestApp
let authorization: Record<string, string>
let cookies: string
let known: KnownValues

beforeAll(async () => {
  authorization = bearer(await signIn(testApp.app, PRO_EMAIL, 'marquee-demo-2026'))
  // A live sign-in interaction, so its forms reach the account store rather than "expired".
  const jar = new CookieJar()
  const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
  cookies = jar.header()
  known = {
    uid: fc.constant(uid),
    userEmail: fc.constantFrom(PRO_EMAIL, ANONYMOUS_EMAIL),
  }
})

afterAll(async () => {
  await testApp.close()
})

let requestsSent = 0

/** Each request from an address of its own: per-address budgets must not hide a route's answer. */
function nextAddress() {
  requestsSent += 1
  return `10.${(requestsSent >> 16) & 255}.${(requestsSent >> 8) & 255}.${requestsSent & 255}`
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  return testApp.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      cookie: cookies,
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  })
}

/** No 5xx; every refusal is the store's JSON error shape and carries its security headers. */
function expectHandled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500)
  if (response.statusCode < 400) return
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.json()).toEqual({
    statusCode: response.statusCode,
    error: expect.any(String),
    message: expect.any(String),
  })
  expect(response.headers['x-content-type-options']).toBe('nosniff')
}

describe('every operation of the OpenAPI document survives hostile input', async () => {
  // The store starts while tests are collected: its document names them.
  testApp = await createTestApp({
    COUPON_RATE_LIMIT: '100000',
    SIGN_IN_RATE_LIMIT: '100000',
    // Valid conversions are queued, not run, and the converter test converts once (below):
    // the fuzzer checks answers, not ffmpeg (convert-*.test.ts do).
    WORKER_CONCURRENCY: '0',
    CONVERTER_TEST_GLOBAL_RATE_LIMIT: '1',
  })
  const operations = operationsOf(testApp.app.swagger() as Parameters<typeof operationsOf>[0])
  // Spend the site's one converter test of the minute on the smallest clip, so a fuzzed valid
  // request (up to 4096x4096) is answered 429 instead of converting for a minute.
  const smallest = await testApp.app.inject({
    method: 'POST',
    url: '/api/converter-test',
    payload: { format: 'mp4', width: 2, height: 2 },
  })
  expect(smallest.statusCode).toBe(200)

  it('finds the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(15)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, known), async (request) => {
          expectHandled(await send(request, {}))
          if (operation.secured) expectHandled(await send(request, authorization))
        }),
        { numRuns: RUNS },
      )
    },
    // A sign-in form hashes a password per run: long runs need time in proportion.
    Math.max(30_000, RUNS * 300),
  )
})
