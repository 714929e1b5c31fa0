import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-production-'))
const DATA_DIR = path.join(scratch, 'data')

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const stripe = {
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
  STRIPE_PRICE_PRO_CREDITS: 'price_pro_pack',
  STRIPE_PRICE_ENTERPRISE_CREDITS: 'price_ent_pack',
}
const SMTP_URL = 'smtps://shop:secret@mail.example.com'
const seller = {
  SELLER_LEGAL_NAME: 'Marquee Signs LLC',
  SELLER_ADDRESS: '12 Sign Street; Springfield, IL 62701; USA',
}

/** The message loadConfig refuses with, or null when it accepts the environment. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig({ DATA_DIR, ...env })
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('NODE_ENV=production never simulates money', () => {
  it('refuses to start without Stripe, in one line naming STRIPE_SECRET_KEY and PAYMENTS', () => {
    const message = refusal({ NODE_ENV: 'production', SMTP_URL })
    expect(message).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY: required with NODE_ENV=production/,
    )
    expect(message).toContain('PAYMENTS=sandbox')
    expect(message?.split('\n')).toHaveLength(1)
  })

  it('starts as a staging store with PAYMENTS=sandbox, in test mode, mail kept unsent', () => {
    const config = loadConfig({ DATA_DIR, NODE_ENV: 'production', PAYMENTS: 'sandbox' })
    expect(config.payments).toBe('sandbox')
    expect(config.mail).toEqual({ kind: 'outbox', mailbox: 'off' })
  })

  it('takes real payments with Stripe and a mail server', () => {
    const config = loadConfig({ DATA_DIR, NODE_ENV: 'production', SMTP_URL, ...stripe, ...seller })
    expect(config.payments).toBe('stripe')
    expect(config.mail).toMatchObject({ kind: 'smtp', host: 'mail.example.com' })
    expect(config.invoicing.seller).toMatchObject({
      name: 'Marquee Signs LLC',
      addressLines: ['12 Sign Street', 'Springfield, IL 62701', 'USA'],
    })
  })

  it("refuses real payments without the seller's legal name and address, in one line", () => {
    const message = refusal({ NODE_ENV: 'production', SMTP_URL, ...stripe })
    expect(message).toMatch(
      /^Invalid configuration: SELLER_LEGAL_NAME: required with NODE_ENV=production and real payments .*; SELLER_ADDRESS: required/,
    )
    expect(message?.split('\n')).toHaveLength(1)
    expect(
      refusal({ NODE_ENV: 'production', SMTP_URL, ...stripe, ...seller, SELLER_ADDRESS: '' }),
    ).toMatch(/^Invalid configuration: SELLER_ADDRESS: required/)
    // A staging store invoices as the demo seller, marked as not a real business.
    const staging = loadConfig({ DATA_DIR, NODE_ENV: 'production', PAYMENTS: 'sandbox' })
    expect(staging.invoicing.seller.name).toContain('not a real business')
  })

  it('refuses real payments without a mail server: receipts and resets would never leave', () => {
    const message = refusal({ NODE_ENV: 'production', ...stripe })
    expect(message).toMatch(/^Invalid configuration: SMTP_URL: required with NODE_ENV=production/)
  })

  it('still wants every Stripe setting once the key is set', () => {
    expect(refusal({ NODE_ENV: 'production', SMTP_URL, ...stripe, STRIPE_PRICE_PRO: '' })).toMatch(
      /STRIPE_PRICE_PRO: required when STRIPE_SECRET_KEY is set/,
    )
  })
})

describe('PAYMENTS', () => {
  it('defaults to the sandbox outside production, and to Stripe wherever a key is set', () => {
    expect(loadConfig({ DATA_DIR }).payments).toBe('sandbox')
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'test' }).payments).toBe('sandbox')
    expect(loadConfig({ DATA_DIR, ...stripe }).payments).toBe('stripe')
  })

  it('refuses PAYMENTS=stripe without a key, naming STRIPE_SECRET_KEY', () => {
    expect(refusal({ PAYMENTS: 'stripe' })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY: required when PAYMENTS=stripe',
    )
  })

  it('refuses PAYMENTS=sandbox beside a Stripe key, in every mode', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(refusal({ NODE_ENV, SMTP_URL, PAYMENTS: 'sandbox', ...stripe })).toMatch(
        /^Invalid configuration: PAYMENTS: sandbox contradicts STRIPE_SECRET_KEY/,
      )
    }
  })

  it('names PAYMENTS when it is neither stripe nor sandbox', () => {
    expect(refusal({ PAYMENTS: 'free' })).toMatch(/^Invalid configuration: PAYMENTS: /)
  })
})
