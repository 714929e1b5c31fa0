import { authorizeUrl, CLIENT_ID, pkcePair, TEST_SITE, type Tokens } from './oidc-flow.ts'

/** A browser's cookies for one sign-in, over real HTTP (no paths, no expiry). */
class FetchCookies {
  private readonly cookies = new Map<string, string>()

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, TEST_SITE.origin)
  return `${url.pathname}${url.search}`
}

/**
 * The storefront's authorization-code + PKCE sign-in against a store running in another
 * process (started with PUBLIC_URL=TEST_SITE.origin), as oidc-flow.ts's signIn does in one.
 */
export async function signInOverHttp(
  storeUrl: string,
  email: string,
  password: string,
): Promise<Tokens> {
  const jar = new FetchCookies()
  const get = async (path: string) => {
    const response = await fetch(`${storeUrl}${path}`, {
      headers: { cookie: jar.header() },
      redirect: 'manual',
    })
    jar.take(response)
    return response
  }
  const { verifier, challenge } = pkcePair()
  const authorize = await get(
    authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
  )
  const uid = authorize.headers.get('location')?.match(/^\/interaction\/([^/?]+)/)?.[1]
  if (!uid) throw new Error(`authorize answered ${authorize.status}`)
  const login = await fetch(`${storeUrl}/interaction/${uid}/login`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  jar.take(login)
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`)
  const { redirectTo } = (await login.json()) as { redirectTo: string }
  const back = await get(pathOf(redirectTo))
  const code = new URL(back.headers.get('location') ?? '', TEST_SITE.origin).searchParams.get(
    'code',
  )
  if (!code) throw new Error(`resume answered ${back.status}`)
  const tokens = await fetch(`${storeUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${TEST_SITE.origin}/auth/callback`,
      code_verifier: verifier,
    }),
  })
  if (tokens.status !== 200) throw new Error(`token answered ${tokens.status}`)
  return (await tokens.json()) as Tokens
}
