import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-config-'))

afterEach(() => {
  rmSync(path.join(scratch, 'data'), { recursive: true, force: true })
})

describe('loadConfig', () => {
  it('defaults to the embedded store on port 3000', () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, 'data') })
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PUBLIC_URL).toBe('http://localhost:3000')
    expect(config.TRUST_PROXY).toBe(false)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://localhost' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ OIDC_ISSUER: 'https://tenant.auth0.com/' }, /OIDC_CLIENT_ID/],
    [{ OIDC_ISSUER: 'ftp://issuer' }, /OIDC_ISSUER/],
    [{ SIGN_IN_ERROR_PATH: 'https://evil.example/' }, /SIGN_IN_ERROR_PATH/],
    [{ SIGN_IN_RATE_LIMIT: '0' }, /SIGN_IN_RATE_LIMIT/],
    [{ MAILBOX_ACCESS: 'everyone' }, /MAILBOX_ACCESS/],
    [{ MAIL_FROM: 'Marquee' }, /MAIL_FROM/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY: "true" is not a proxy address/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '-1' }, /MAX_CONNECTIONS_PER_ADDRESS/],
  ])('names the bad variable in %j', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: path.join(scratch, 'data'), ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: path.join(scratch, 'data'), ...env })).toThrow(variable)
  })

  it('signs customers in with the built-in provider unless an issuer is configured', () => {
    const dataDir = path.join(scratch, 'data')
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example/' }).identity).toEqual(
      {
        kind: 'built-in',
        issuer: 'https://shop.example/oidc',
        clientId: 'marquee-web',
        audience: 'https://shop.example/api',
      },
    )
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        OIDC_ISSUER: 'https://sso.example/realms/shop',
        OIDC_CLIENT_ID: 'marquee-web',
      }).identity,
    ).toEqual({
      kind: 'external',
      issuer: 'https://sso.example/realms/shop',
      clientId: 'marquee-web',
    })
  })

  it('creates nothing when another variable is bad', () => {
    const dataDir = path.join(scratch, 'data', 'never')
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/)
    expect(existsSync(dataDir)).toBe(false)
  })

  it('refuses a DATA_DIR that cannot be written', () => {
    const file = path.join(scratch, 'a-file')
    writeFileSync(file, 'not a directory')
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(/DATA_DIR/)
  })

  it('runs as the embedded test-mode store by default, with the mailbox on loopback', () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, 'data') })
    expect(config.NODE_ENV).toBe('development')
    expect(config.mail).toEqual({ kind: 'outbox', mailbox: 'loopback' })
  })

  it('sends through SMTP_URL and has no mailbox then, nor in production', () => {
    const dataDir = path.join(scratch, 'data')
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://u:p@smtp.example.com' }).mail).toEqual(
      {
        kind: 'smtp',
        url: 'smtp://u:p@smtp.example.com',
        host: 'smtp.example.com',
        port: 587,
        from: 'Marquee <no-reply@marquee.local>',
      },
    )
    expect(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://mail.example.com' }).mail,
    ).toMatchObject({ port: 465 })
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENTS: 'sandbox' }).mail,
    ).toEqual({
      kind: 'outbox',
      mailbox: 'off',
    })
  })

  it.each([
    [{ MAILBOX_ACCESS: 'anyone', SMTP_URL: 'smtp://smtp.example.com:587' }, /SMTP_URL/],
    [
      { MAILBOX_ACCESS: 'anyone', NODE_ENV: 'production', PAYMENTS: 'sandbox' },
      /NODE_ENV=production/,
    ],
  ])('refuses to open the mailbox to anyone where it must not exist (%j)', (env, reason) => {
    const load = () => loadConfig({ DATA_DIR: path.join(scratch, 'data'), ...env })
    expect(load).toThrow(/^Invalid configuration: MAILBOX_ACCESS: /)
    expect(load).toThrow(reason)
  })

  it.each(['http://user:hunter2@smtp.example.com', 'smtp//user:hunter2@smtp.example.com'])(
    'names SMTP_URL, never its password, when it is not an SMTP URL (%s)',
    (value) => {
      const load = () => loadConfig({ DATA_DIR: path.join(scratch, 'data'), SMTP_URL: value })
      expect(load).toThrow(/SMTP_URL: must be smtp:\/\//)
      expect(load).not.toThrow(/hunter2/)
    },
  )

  it('takes payments in the sandbox unless a Stripe key is set, then needs its other settings', () => {
    const dataDir = path.join(scratch, 'data')
    expect(loadConfig({ DATA_DIR: dataDir }).STRIPE_SECRET_KEY).toBeUndefined()
    const stripe = {
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTERPRISE: 'price_ent',
      STRIPE_PRICE_PRO_CREDITS: 'price_pro_pack',
      STRIPE_PRICE_ENTERPRISE_CREDITS: 'price_ent_pack',
    }
    expect(loadConfig(stripe).STRIPE_PRICE_PRO).toBe('price_pro')
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    )
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ENTERPRISE_CREDITS: undefined })).toThrow(
      /STRIPE_PRICE_ENTERPRISE_CREDITS: required/,
    )
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PRO: 'pro' })).toThrow(/STRIPE_PRICE_PRO: /)
  })

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: path.join(scratch, 'data'), PORT: '' }).PORT).toBe(3000)
  })
})
