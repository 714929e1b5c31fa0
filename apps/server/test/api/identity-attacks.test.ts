import { EMAIL_TAKEN_MESSAGE, SIGN_IN_FAILED_MESSAGE } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oidcModels, serverSecrets, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  AUDIENCE,
  authorizeUrl,
  bearer,
  CookieJar,
  exchangeCode,
  pkcePair,
  resume,
  signIn,
  startSignIn,
  submitInteraction,
  tokenRequest,
} from '../helpers/oidc-flow.ts'
import { outliveRefreshGrace } from '../helpers/refresh-grace.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const ISSUER = 'http://localhost:3000/oidc'
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' })
})
afterAll(async () => testApp?.close())

const inject = (options: InjectOptions) => testApp.app.inject(options)

async function loginAttempt(email: string, password: string) {
  const jar = new CookieJar()
  const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
  return submitInteraction(testApp.app, jar, uid, 'login', { email, password })
}

async function storeSigningKey(): Promise<JWK> {
  const [row] = await testApp.database.db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'oidc_signing_keys'))
  const [key] = (row?.value ?? []) as JWK[]
  if (!key) throw new Error('the store made no signing key')
  return key
}

async function signToken(key: JWK, claims: Record<string, unknown>, expiresIn = '5m') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: key.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(key, 'ES256'))
}

describe('sign-in errors never tell whether an email is registered', () => {
  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await loginAttempt('pro@marquee.local', 'not-the-password-1')
    const unknownEmail = await loginAttempt('nobody@marquee.local', DEMO_PASSWORD)
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json().message).toBe(SIGN_IN_FAILED_MESSAGE)
    expect(unknownEmail.json().message).toBe(SIGN_IN_FAILED_MESSAGE)
  })

  it('limits sign-in attempts per address and email', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' })
    try {
      const jar = new CookieJar()
      const uid = await startSignIn(limited.app, jar, pkcePair().challenge)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await submitInteraction(limited.app, jar, uid, 'login', {
          email: 'pro@marquee.local',
          password: `guess-number-${attempt}`,
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('registration', () => {
  it('refuses an email that already has an account and creates nothing', async () => {
    const jar = new CookieJar()
    const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
    const response = await submitInteraction(testApp.app, jar, uid, 'register', {
      name: 'Second Priya',
      email: 'PRO@marquee.local',
      password: 'another-password-9',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(EMAIL_TAKEN_MESSAGE)
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    expect(rows.map((row) => row.name)).toEqual(['Priya Pro'])
  })

  it('refuses a weak password, naming the field', async () => {
    const jar = new CookieJar()
    const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
    const response = await submitInteraction(testApp.app, jar, uid, 'register', {
      name: 'Weak',
      email: 'weak@marquee.local',
      password: 'password',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/password/)
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'weak@marquee.local'))
    expect(rows).toEqual([])
  })

  it('creates a Free account and signs it in', async () => {
    const jar = new CookieJar()
    const { verifier, challenge } = pkcePair()
    const uid = await startSignIn(testApp.app, jar, challenge)
    const response = await submitInteraction(testApp.app, jar, uid, 'register', {
      name: 'Nora New',
      email: 'Nora@Example.com',
      password: 'led-signs-4-ever',
    })
    expect(response.statusCode).toBe(200)
    const code = await resume(testApp.app, jar, response.json().redirectTo)
    const tokens = (await exchangeCode(testApp.app, code, verifier)).json()
    const me = await inject({ url: '/api/me', headers: bearer(tokens) })
    expect(me.json()).toEqual({
      role: 'customer',
      email: 'nora@example.com',
      name: 'Nora New',
      metadata: {
        subscription_type: 'Free',
        subscription_status: 'inactive',
        sign_width: null,
        sign_height: null,
      },
      subscription: {
        remaining_total_orders: 0,
        remaining_customization_orders: 0,
        subscription_end_date: null,
        cancel_at: null,
        period_downloads_left: 0,
        period_customizations_left: 0,
        credit_packs: [],
        billed: false,
      },
      signs: [],
    })
  })
})

describe('access tokens the API refuses with 401', () => {
  it('refuses a request without a token', async () => {
    const response = await inject({ url: '/api/me' })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a tampered token', async () => {
    const tokens = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const [header, , signature] = tokens.access_token.split('.')
    const claims = decodeJwt(tokens.access_token)
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'pro@marquee.local' })).toString(
      'base64url',
    )
    const response = await inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses an expired token signed with the right key', async () => {
    const key = await storeSigningKey()
    const [pro] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    const token = await new SignJWT({ sub: pro?.id, grant_id: 'a-live-grant' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: key.kid })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 600)
      .sign(await importJWK(key, 'ES256'))
    const response = await inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a token from a foreign issuer or signed with a foreign key', async () => {
    const key = await storeSigningKey()
    const [pro] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    const foreignIssuer = await new SignJWT({ sub: pro?.id, grant_id: 'a-live-grant' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: key.kid })
      .setIssuer('https://evil.example/oidc')
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(await importJWK(key, 'ES256'))
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const foreignKey = await signToken(
      { ...(await exportJWK(privateKey)), kid: key.kid },
      { sub: pro?.id, grant_id: 'a-live-grant' },
    )
    for (const token of [foreignIssuer, foreignKey]) {
      const response = await inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it('accepts a well-formed token of this issuer (the forgeries above differ only in one part)', async () => {
    const [pro] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    const key = await storeSigningKey()
    const token = await signToken(key, { sub: pro?.id, grant_id: 'a-live-grant' })
    const response = await inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    expect(response.statusCode).toBe(200)
    // Without a grant id the API could not refuse it once its sign-in ends.
    const unrevocable = await signToken(key, { sub: pro?.id })
    const refused = await inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${unrevocable}` },
    })
    expect(refused.statusCode).toBe(401)
  })
})

describe("another customer's data", () => {
  it("answers 403 for someone else's email and 200 for one's own", async () => {
    const free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const theirs = await inject({
      url: '/api/discounts?userEmail=pro@marquee.local',
      headers: bearer(free),
    })
    expect(theirs.statusCode).toBe(403)
    const own = await inject({
      url: '/api/discounts?userEmail=FREE@marquee.local',
      headers: bearer(free),
    })
    expect(own.statusCode).toBe(200)
    const anonymous = await inject({ url: '/api/discounts?userEmail=free@marquee.local' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('records coupon uses only under the caller’s own email or the anonymous placeholder', async () => {
    const free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const asSomeoneElse = await inject({
      method: 'POST',
      url: '/api/discounts/use',
      headers: bearer(free),
      payload: { userEmail: 'pro@marquee.local', discountCode: 'WELCOME10' },
    })
    expect(asSomeoneElse.statusCode).toBe(403)
    const signedOutAsCustomer = await inject({
      method: 'POST',
      url: '/api/discounts/use',
      payload: { userEmail: 'pro@marquee.local', discountCode: 'WELCOME10' },
    })
    expect(signedOutAsCustomer.statusCode).toBe(401)
    const own = await inject({
      method: 'POST',
      url: '/api/discounts/use',
      headers: bearer(free),
      payload: { userEmail: 'free@marquee.local', discountCode: 'WELCOME10' },
    })
    expect(own.statusCode).toBe(201)
  })
})

describe('the authorization code flow is strict', () => {
  it('refuses an authorization request without PKCE', async () => {
    const response = await inject({ url: authorizeUrl({}) })
    const location = new URL(String(response.headers.location), 'http://localhost:3000')
    expect(location.pathname).toBe('/auth/callback')
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('refuses a replayed authorization code and revokes what the first exchange gave', async () => {
    const jar = new CookieJar()
    const { verifier, challenge } = pkcePair()
    const uid = await startSignIn(testApp.app, jar, challenge)
    const login = await submitInteraction(testApp.app, jar, uid, 'login', {
      email: 'pro@marquee.local',
      password: DEMO_PASSWORD,
    })
    const code = await resume(testApp.app, jar, login.json().redirectTo)
    const first = await exchangeCode(testApp.app, code, verifier)
    expect(first.statusCode).toBe(200)
    const replay = await exchangeCode(testApp.app, code, verifier)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error).toBe('invalid_grant')
    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
    })
    expect(refresh.json().error).toBe('invalid_grant')
  })

  it('rotates refresh tokens and refuses a used one once its grace is over', async () => {
    const tokens = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const refresh = (refreshToken: string) =>
      tokenRequest(testApp.app, { grant_type: 'refresh_token', refresh_token: refreshToken })
    const renewed = await refresh(tokens.refresh_token)
    expect(renewed.statusCode).toBe(200)
    expect(renewed.json().refresh_token).not.toBe(tokens.refresh_token)
    const me = await inject({ url: '/api/me', headers: bearer(renewed.json()) })
    expect(me.json().email).toBe('free@marquee.local')
    // A second tab that read the session before the first tab's renewal landed.
    const late = await refresh(tokens.refresh_token)
    expect(late.statusCode).toBe(200)
    await outliveRefreshGrace(testApp.database.db, tokens.refresh_token)
    const reused = await refresh(tokens.refresh_token)
    expect(reused.json().error).toBe('invalid_grant')
    const ended = await inject({ url: '/api/me', headers: bearer(late.json()) })
    expect(ended.statusCode).toBe(401)
  })

  it('keeps no password and no token in clear in the database', async () => {
    const rows = await testApp.database.db.select().from(users)
    for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
    const tokens = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    const stored = await testApp.database.db.select().from(oidcModels)
    expect(JSON.stringify(stored)).not.toContain(tokens.refresh_token)
  })
})
