import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { STAGING_LINE } from '../../src/plugins/services/payments.ts'
import { type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in.ts'
import { capturedLog, createTestApp, type TestApp } from '../helpers/test-app.ts'

let stripe: StripeStandIn
const opened: TestApp[] = []

beforeAll(async () => {
  stripe = await startStripeStandIn()
})

afterEach(async () => {
  await Promise.all(opened.splice(0).map((testApp) => testApp.close()))
})

afterAll(async () => {
  await stripe.close()
})

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_live_offline',
  STRIPE_WEBHOOK_SECRET: 'whsec_offline',
  STRIPE_PRICE_PRO: 'price_pro_monthly',
  STRIPE_PRICE_ENTERPRISE: 'price_enterprise_monthly',
  STRIPE_PRICE_PRO_CREDITS: 'price_pro_pack',
  STRIPE_PRICE_ENTERPRISE_CREDITS: 'price_enterprise_pack',
  STRIPE_API_URL: stripe.url,
})

/** A store on this environment: what /api/config tells the storefront, and what it logged. */
async function storeWith(env: Record<string, string>) {
  const log = capturedLog()
  const testApp = await createTestApp(env, { logger: log.logger })
  opened.push(testApp)
  const response = await testApp.app.inject({ url: '/api/config' })
  expect(response.statusCode).toBe(200)
  const warnings = log.lines.filter((line) => line.level === 40).map((line) => line.msg)
  return { testApp, testMode: response.json().testMode as boolean, warnings }
}

describe('testMode in /api/config follows the payments', () => {
  it('is on with the sandbox, which takes the card payments', async () => {
    const { testApp, testMode, warnings } = await storeWith({})
    expect(testMode).toBe(true)
    expect(testApp.app.sandbox).toBeDefined()
    expect(warnings).not.toContain(STAGING_LINE)
  })

  it('is off with Stripe, and there is no sandbox to pay in', async () => {
    const { testApp, testMode } = await storeWith(stripeEnv())
    expect(testMode).toBe(false)
    expect(testApp.app.sandbox).toBeUndefined()
    expect((await testApp.app.inject({ url: '/sandbox/checkout/cs_any' })).statusCode).toBe(404)
  })

  it('is off in a production store with Stripe and mail, which logs no staging line', async () => {
    const { testMode, warnings } = await storeWith({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SELLER_LEGAL_NAME: 'Marquee Signs LLC',
      SELLER_ADDRESS: '12 Sign Street; Springfield, IL 62701',
      ...stripeEnv(),
    })
    expect(testMode).toBe(false)
    expect(warnings).not.toContain(STAGING_LINE)
  })

  it('is on in a staging store (production, PAYMENTS=sandbox), which says so once at start-up', async () => {
    const { testMode, warnings } = await storeWith({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })
    expect(testMode).toBe(true)
    expect(warnings.filter((line) => line === STAGING_LINE)).toHaveLength(1)
  })
})
