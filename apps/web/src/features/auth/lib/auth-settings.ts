import type { AuthConfig } from '@marquee/core'
import type { StateStore, UserManagerSettings } from 'oidc-client-ts'

/** docs/requirements.md §9: the sign-in library's timeouts and clock leeway. */
export const AUTHORIZE_TIMEOUT_SECONDS = 60
export const HTTP_TIMEOUT_SECONDS = 10
export const TOKEN_LEEWAY_SECONDS = 60

export const CALLBACK_PATH = '/auth/callback'

/** Where oidc-client-ts keeps the session (docs/requirements.md §6: local storage), per issuer and client. */
export const storedUserKey = (auth: AuthConfig, origin: string) =>
  `oidc.user:${new URL(auth.authority, origin).href}:${auth.clientId}`

/**
 * Authorization code with PKCE against the configured issuer; renewal with the refresh
 * token; the session in localStorage so it survives reloads and new tabs.
 */
export function authSettings(
  auth: AuthConfig,
  origin: string,
  localStore: StateStore,
): UserManagerSettings {
  return {
    authority: new URL(auth.authority, origin).href,
    client_id: auth.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: auth.scope,
    ...(auth.resource
      ? { extraQueryParams: { resource: auth.resource, audience: auth.resource } }
      : {}),
    userStore: localStore,
    stateStore: localStore,
    // Each tab's own timer would spend the shared refresh token at once (auth-client.ts).
    automaticSilentRenew: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: AUTHORIZE_TIMEOUT_SECONDS,
    requestTimeoutInSeconds: HTTP_TIMEOUT_SECONDS,
    // The leeway: a token with less than this left is renewed before it is used.
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_LEEWAY_SECONDS,
  }
}
