import { describe, expect, it } from 'vitest'
import {
  AUTHORIZE_TIMEOUT_SECONDS,
  authSettings,
  HTTP_TIMEOUT_SECONDS,
  TOKEN_LEEWAY_SECONDS,
} from './auth-settings'
import { readStoredSession } from './stored-session'

const auth = {
  authority: '/oidc',
  clientId: 'marquee-web',
  scope: 'openid',
  resource: 'https://shop/api',
}
const origin = 'https://shop.example'
const key = 'oidc.user:https://shop.example/oidc:marquee-web'
const now = () => Math.floor(Date.now() / 1000)

function storageWith(value: unknown): Storage {
  localStorage.clear()
  localStorage.setItem(key, JSON.stringify(value))
  return localStorage
}

describe('readStoredSession', () => {
  it('reads the signed-in customer that oidc-client-ts keeps in localStorage', () => {
    const storage = storageWith({
      access_token: 'token',
      expires_at: now() + 600,
      profile: { email: 'pro@marquee.local', name: 'Priya Pro' },
    })
    expect(readStoredSession(auth, origin, storage)).toEqual({
      email: 'pro@marquee.local',
      name: 'Priya Pro',
      accessToken: 'token',
      expiresAt: expect.any(Number),
    })
  })

  it('keeps an expired session that a refresh token can renew, and drops one that cannot', () => {
    const expired = { access_token: 'token', expires_at: now() - 10, profile: { email: 'a@b.co' } }
    expect(
      readStoredSession(auth, origin, storageWith({ ...expired, refresh_token: 'r' })),
    ).not.toBeNull()
    expect(readStoredSession(auth, origin, storageWith(expired))).toBeNull()
  })

  it('treats nothing, garbage and a token-less entry as signed out', () => {
    localStorage.clear()
    expect(readStoredSession(auth, origin, localStorage)).toBeNull()
    localStorage.setItem(key, '{not json')
    expect(readStoredSession(auth, origin, localStorage)).toBeNull()
    expect(readStoredSession(auth, origin, storageWith({ profile: {} }))).toBeNull()
  })
})

describe('authSettings', () => {
  it('uses the docs/requirements.md §9 timeouts and leeway, PKCE code flow and the API resource', () => {
    const settings = authSettings(auth, origin, {} as never)
    expect(AUTHORIZE_TIMEOUT_SECONDS).toBe(60)
    expect(HTTP_TIMEOUT_SECONDS).toBe(10)
    expect(TOKEN_LEEWAY_SECONDS).toBe(60)
    expect(settings).toMatchObject({
      authority: 'https://shop.example/oidc',
      redirect_uri: 'https://shop.example/auth/callback',
      post_logout_redirect_uri: 'https://shop.example/',
      response_type: 'code',
      silentRequestTimeoutInSeconds: 60,
      requestTimeoutInSeconds: 10,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      automaticSilentRenew: false,
      extraQueryParams: { resource: 'https://shop/api' },
    })
  })
})
