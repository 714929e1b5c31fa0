import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  headers: IncomingHttpHeaders
}

type Answer = { status?: number; body: unknown }
type Route = (request: RecordedRequest) => Answer | undefined

/**
 * A local stand-in for api.stripe.com: answers the calls a test arranges and records every
 * request, so a test can check the parameters the store sent.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = []
  const routes: Route[] = []
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in')
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString()),
        headers: incoming.headers,
      }
      requests.push(request)
      const answer = routes.reduce<Answer | undefined>(
        (found, route) => found ?? route(request),
        undefined,
      ) ?? { status: 404, body: { error: { type: 'invalid_request_error', message: 'no route' } } }
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method: string, path: string | RegExp, answer: (request: RecordedRequest) => Answer) {
      routes.unshift((request) =>
        request.method === method &&
        (typeof path === 'string' ? request.path === path : path.test(request.path))
          ? answer(request)
          : undefined,
      )
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

/** The webhook secret the store is given beside the stand-in, to sign test events with. */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_offline_secret'

/** The store's Stripe settings for a test against the stand-in at `url`. */
export const stripeTestEnv = (url: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: 'price_pro_monthly',
  STRIPE_PRICE_ENTERPRISE: 'price_enterprise_monthly',
  STRIPE_PRICE_PRO_CREDITS: 'price_pro_pack',
  STRIPE_PRICE_ENTERPRISE_CREDITS: 'price_enterprise_pack',
  STRIPE_API_URL: url,
})

/** Stripe's customers: each POST /v1/customers makes cus_standin_N; answers the ids made. */
export function serveCustomers(stripe: StripeStandIn): string[] {
  const made: string[] = []
  stripe.on('POST', '/v1/customers', (request) => {
    const id = `cus_standin_${made.length + 1}`
    made.push(id)
    return { body: { id, object: 'customer', email: request.form.get('email') } }
  })
  return made
}

/** A Stripe test file's store and the stand-in it calls, fresh for the file. */
export interface StripeTestStore {
  readonly stripe: StripeStandIn
  readonly testApp: TestApp
}

/**
 * Opens the stand-in before the calling file's tests, lets the file arrange its answers
 * (`serve`: before the store opens, which may call Stripe at once), opens the store on it
 * with any further settings, and closes both after the tests.
 */
export function stripeTestStore(
  options: { serve?: (stripe: StripeStandIn) => void; env?: Record<string, string> } = {},
): StripeTestStore {
  let opened: StripeTestStore | undefined
  beforeAll(async () => {
    const stripe = await startStripeStandIn()
    options.serve?.(stripe)
    opened = {
      stripe,
      testApp: await createTestApp({ ...stripeTestEnv(stripe.url), ...options.env }),
    }
  }, 60_000)
  afterAll(async () => {
    await opened?.testApp.close()
    await opened?.stripe.close()
  })
  const current = () => {
    if (!opened)
      throw new Error('the Stripe test store opens in beforeAll: use it in a test or hook')
    return opened
  }
  return {
    get stripe() {
      return current().stripe
    },
    get testApp() {
      return current().testApp
    },
  }
}
