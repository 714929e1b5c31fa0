import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statementLog } from '../../../../bench/statement-count.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { chargedEvent, openCartCheckout } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})
afterAll(async () => testApp?.close())

/** A statement that reads checkout_sessions rows (not an UPDATE ... RETURNING of one). */
const readsSession = (statement: string) =>
  /^\s*select\b/i.test(statement) && /\bfrom "checkout_sessions"/.test(statement)

/** One poll of the success page, and the statements that read the session row meanwhile. */
async function poll(id: string) {
  const log = statementLog(testApp.database)
  log.start()
  const response = await testApp.app.inject({
    url: `/api/checkout/sessions/${id}`,
    headers: bearer(free),
  })
  const reads = log.stop().filter(readsSession)
  expect(response.statusCode, response.body).toBe(200)
  return { state: response.json(), reads }
}

describe("the success page's poll", () => {
  it('reads the session row once while the checkout is still open at the provider', async () => {
    const { id } = await openCartCheckout(testApp.app, free, 'free@marquee.local')
    const { state, reads } = await poll(id)
    expect(state).toMatchObject({ id, status: 'open' })
    expect(reads).toHaveLength(1)
  })

  it('reads it once when the poll itself settles the payment before its event arrives', async () => {
    const { id, url } = await openCartCheckout(testApp.app, free, 'free@marquee.local')
    // The card was charged; the provider's event has not come (it is built, never sent).
    await chargedEvent(testApp.database.db, url)
    const { state, reads } = await poll(id)
    expect(state).toMatchObject({ id, status: 'complete' })
    expect(state.orders.map((order: { payment_status: string }) => order.payment_status)).toEqual([
      'paid',
    ])
    expect(reads).toHaveLength(1)
  })

  it('reads it once for a checkout already settled', async () => {
    const { id, url } = await openCartCheckout(testApp.app, free, 'free@marquee.local')
    await chargedEvent(testApp.database.db, url)
    await poll(id)
    const { state, reads } = await poll(id)
    expect(state.status).toBe('complete')
    expect(reads).toHaveLength(1)
  })
})
