import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  bearer,
  CookieJar,
  exchangeCode,
  pkcePair,
  resume,
  type Site,
  signIn,
  startSignIn,
  submitInteraction,
} from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** A port nobody listens on right now, so the issuer's URL is known before it starts. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

let issuer: TestApp
let store: TestApp
let site: Site

beforeAll(async () => {
  const port = await freePort()
  site = { origin: `http://127.0.0.1:${port}` }
  issuer = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: site.origin,
    SIGN_IN_RATE_LIMIT: '100',
  })
  await issuer.app.listen({ port, host: '127.0.0.1' })
  store = await createTestApp({
    OIDC_ISSUER: `${site.origin}/oidc`,
    OIDC_CLIENT_ID: 'marquee-web',
    OIDC_AUDIENCE: `${site.origin}/api`,
  })
})
afterAll(async () => {
  await store?.close()
  await issuer?.close()
})

async function registerAtIssuer(email: string, name: string) {
  const jar = new CookieJar()
  const { verifier, challenge } = pkcePair()
  const uid = await startSignIn(issuer.app, jar, challenge, site)
  const registered = await submitInteraction(issuer.app, jar, uid, 'register', {
    name,
    email,
    password: 'outside-password-7',
  })
  const code = await resume(issuer.app, jar, registered.json().redirectTo)
  return (await exchangeCode(issuer.app, code, verifier, site)).json()
}

describe('a store that trusts an external OpenID issuer (configuration only)', () => {
  it('tells the storefront to sign in at that issuer and serves no sign-in of its own', async () => {
    const config = await store.app.inject({ url: '/api/config' })
    expect(config.json().auth).toEqual({
      authority: `${site.origin}/oidc`,
      clientId: 'marquee-web',
      scope: 'openid profile email',
      resource: `${site.origin}/api`,
    })
    expect(
      (await store.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404)
    // The storefront's pages may reach the issuer's token endpoint.
    const csp = String(
      (await store.app.inject({ url: '/pages/account' })).headers['content-security-policy'],
    )
    expect(csp).toContain(`connect-src 'self' ${site.origin}`)
  })

  it("accepts the issuer's token and makes a local account on first sight", async () => {
    const tokens = await registerAtIssuer('outsider@example.com', 'Olga Outsider')
    const me = await store.app.inject({ url: '/api/me', headers: bearer(tokens) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      email: 'outsider@example.com',
      name: 'Olga Outsider',
      metadata: { subscription_type: 'Free' },
    })
    const rows = await store.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'outsider@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.externalSubject).toEqual(expect.any(String))
    expect(rows[0]?.passwordHash).toBeNull()
    const again = await store.app.inject({ url: '/api/me', headers: bearer(tokens) })
    expect(again.statusCode).toBe(200)
  })

  it('never hands an existing local account to an unverified email from the issuer', async () => {
    const tokens = await signIn(
      issuer.app,
      'pro@marquee.local',
      DEMO_PASSWORD,
      new CookieJar(),
      site,
    )
    const me = await store.app.inject({ url: '/api/me', headers: bearer(tokens) })
    expect(me.statusCode).toBe(401)
  })

  it("refuses the store's own kind of token from a different issuer", async () => {
    const local = await createTestApp()
    try {
      const foreign = await signIn(local.app, 'free@marquee.local', DEMO_PASSWORD)
      const me = await store.app.inject({ url: '/api/me', headers: bearer(foreign) })
      expect(me.statusCode).toBe(401)
    } finally {
      await local.close()
    }
  })
})
