import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

export const CLIENT_ID = 'marquee-web'

/** The store being signed in to, as its storefront sees it. */
export interface Site {
  origin: string
}

/** The store of createTestApp: PUBLIC_URL defaults to http://localhost:3000. */
export const TEST_SITE: Site = { origin: 'http://localhost:3000' }
export const REDIRECT_URI = `${TEST_SITE.origin}/auth/callback`
export const AUDIENCE = `${TEST_SITE.origin}/api`

/** A browser's cookies, minus paths and expiry: enough to walk one sign-in. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string
      value: string
      expires?: Date
    }>) {
      if (cookie.expires && cookie.expires.getTime() <= Date.now()) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface Tokens {
  access_token: string
  id_token: string
  refresh_token: string
  expires_in: number
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000')
  return `${url.pathname}${url.search}`
}

export function authorizeUrl(params: Record<string, string>, site = TEST_SITE): string {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email api',
    redirect_uri: `${site.origin}/auth/callback`,
    resource: `${site.origin}/api`,
    state: randomBytes(8).toString('hex'),
    ...params,
  })
  return `/oidc/auth?${query}`
}

/** Starts an authorization request the way the storefront does; returns the interaction path. */
export async function startSignIn(
  app: FastifyInstance,
  jar: CookieJar,
  challenge: string,
  site = TEST_SITE,
) {
  const response = await app.inject({
    url: authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }, site),
    headers: { cookie: jar.header() },
  })
  jar.take(response)
  const location = String(response.headers.location ?? '')
  const uid = location.match(/^\/interaction\/([^/?]+)/)?.[1]
  if (response.statusCode !== 303 || !uid) {
    throw new Error(`authorize answered ${response.statusCode} ${location} ${response.body}`)
  }
  return uid
}

/** Posts a sign-in or registration form for an interaction. */
export async function submitInteraction(
  app: FastifyInstance,
  jar: CookieJar,
  uid: string,
  screen: 'login' | 'register',
  body: Record<string, string>,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/interaction/${uid}/${screen}`,
    headers: { cookie: jar.header() },
    payload: body,
  })
  jar.take(response)
  return response
}

/** Follows the provider back to the storefront's callback; returns the code. */
export async function resume(app: FastifyInstance, jar: CookieJar, redirectTo: string) {
  const response = await app.inject({ url: pathOf(redirectTo), headers: { cookie: jar.header() } })
  jar.take(response)
  const location = new URL(String(response.headers.location ?? ''), 'http://localhost:3000')
  const code = location.searchParams.get('code')
  if (!code) throw new Error(`resume answered ${response.statusCode} ${location} ${response.body}`)
  return code
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  })
}

export async function exchangeCode(
  app: FastifyInstance,
  code: string,
  verifier: string,
  site = TEST_SITE,
) {
  return tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${site.origin}/auth/callback`,
    code_verifier: verifier,
  })
}

/** The whole authorization-code + PKCE sign-in, as the storefront does it. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  jar = new CookieJar(),
  site = TEST_SITE,
): Promise<Tokens> {
  const { verifier, challenge } = pkcePair()
  const uid = await startSignIn(app, jar, challenge, site)
  const login = await submitInteraction(app, jar, uid, 'login', { email, password })
  if (login.statusCode !== 200)
    throw new Error(`sign-in answered ${login.statusCode} ${login.body}`)
  const code = await resume(app, jar, login.json().redirectTo)
  const tokens = await exchangeCode(app, code, verifier, site)
  if (tokens.statusCode !== 200)
    throw new Error(`token answered ${tokens.statusCode} ${tokens.body}`)
  return tokens.json()
}

export const bearer = (tokens: Pick<Tokens, 'access_token'>) => ({
  authorization: `Bearer ${tokens.access_token}`,
})
