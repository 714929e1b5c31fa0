import { connect } from 'node:net'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const DISCOVERY = '/oidc/.well-known/openid-configuration'
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
}

/** Every absolute URL in a discovery document. */
const urlsIn = (document: Record<string, unknown>) =>
  Object.values(document).filter(
    (value): value is string => typeof value === 'string' && /^https?:/.test(value),
  )

describe.each([
  ['default', {}],
  ['behind a trusted proxy', { TRUST_PROXY: '127.0.0.1' }],
])('the discovery document (%s)', (_name, env) => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp(env)
  })
  afterAll(async () => testApp?.close())

  it('lists only PUBLIC_URL endpoints, whatever Host and X-Forwarded-* say', async () => {
    const response = await testApp.app.inject({ url: DISCOVERY, headers: FORGED })
    expect(response.statusCode).toBe(200)
    const urls = urlsIn(response.json())
    expect(urls.length).toBeGreaterThan(5)
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:3000\/oidc(\/|$)/)
    expect(response.json().authorization_endpoint).toBe('http://localhost:3000/oidc/auth')
  })

  it("sends the browser to PUBLIC_URL's sign-in page, not the forged host's", async () => {
    const response = await testApp.app.inject({
      url: '/oidc/auth?client_id=nobody&response_type=code',
      headers: FORGED,
    })
    expect(String(response.headers.location ?? '')).not.toContain('evil.example')
    expect(response.body).not.toContain('evil.example')
  })

  it("keeps the loopback twin of a localhost PUBLIC_URL (the storefront's other origin)", async () => {
    const response = await testApp.app.inject({
      url: DISCOVERY,
      headers: { host: '127.0.0.1:3000' },
    })
    expect(response.json().token_endpoint).toBe('http://127.0.0.1:3000/oidc/token')
  })
})

describe('an absolute-form request line', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => testApp?.close())

  it('does not put its host into the discovery document', async () => {
    const address = testApp.app.server.address()
    const socket = connect({ port: typeof address === 'object' ? (address?.port ?? 0) : 0 })
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.write(
      `GET http://evil.example${DISCOVERY} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    )
    await new Promise((resolve) => socket.on('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer).toContain('"authorization_endpoint":"http://localhost:3000/oidc/auth"')
    expect(answer).not.toContain('evil.example')
  })
})

describe('CORS on /oidc', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
  })
  afterAll(async () => testApp?.close())

  const token = (origin: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=nope&client_id=marquee-web',
    })
  const requests: Array<[string, (origin: string) => InjectOptions]> = [
    ['discovery', (origin) => ({ url: DISCOVERY, headers: { origin } })],
    ['jwks', (origin) => ({ url: '/oidc/jwks', headers: { origin } })],
    [
      'token preflight',
      (origin) => ({
        method: 'OPTIONS',
        url: '/oidc/token',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
    ],
  ]
  const send = (origin: string, build: (origin: string) => InjectOptions) =>
    testApp.app.inject(build(origin))

  it.each(requests)('gives another site no Access-Control-Allow-Origin: %s', async (_n, build) => {
    const response = await send('https://evil.example', build)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it.each(requests)("allows the store's own origins: %s", async (_n, build) => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const response = await send(origin, build)
      expect(response.headers['access-control-allow-origin']).toBe(origin)
    }
  })

  it('answers a token request from another site without CORS headers', async () => {
    const response = await token('https://evil.example')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    const own = await token('http://localhost:3000')
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })
})
