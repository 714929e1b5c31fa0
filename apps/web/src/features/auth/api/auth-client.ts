import type { User, UserManager } from 'oidc-client-ts'
import { configFromPage } from '@/lib/store-config'
import { authSettings, storedUserKey, TOKEN_LEEWAY_SECONDS } from '../lib/auth-settings'
import { safeReturnTo } from '../lib/return-to'
import { toSessionUser } from '../lib/stored-session'
import { useSessionStore } from '../stores/session-store'
import { renewTogether } from './renew-together'

/** What the storefront remembers across the trip to the identity provider. */
export interface SignInState {
  returnTo: string
}

const REGISTER_FLAG = 'marquee.auth.register'

let manager: Promise<UserManager> | undefined

const publish = (user: User | null) => useSessionStore.getState().setUser(toSessionUser(user))

/**
 * The oidc-client-ts UserManager, loaded on first need so the library stays out of the
 * first page's JavaScript. It renews the access token with the refresh token before it
 * expires, one tab at a time, and keeps the session store in step with every tab.
 */
export function userManager(): Promise<UserManager> {
  manager ??= (async () => {
    const auth = configFromPage()?.auth
    if (!auth) throw new Error('The sign-in settings are missing from the page')
    const { UserManager, WebStorageStateStore } = await import('oidc-client-ts')
    const instance = new UserManager(
      authSettings(auth, window.location.origin, new WebStorageStateStore({ store: localStorage })),
    )
    instance.events.addUserLoaded(publish)
    instance.events.addUserUnloaded(() => publish(null))
    instance.events.addUserSignedOut(() => instance.removeUser())
    instance.events.addSilentRenewError(async () => {
      const user = await instance.getUser()
      if (!user || user.expired) await instance.removeUser()
    })
    // Renewal is coordinated across tabs (renew-together.ts), not left to each tab's timer.
    instance.events.addAccessTokenExpiring(() => {
      renewTogether(instance).catch(() => undefined)
    })
    // Another tab renewed or signed out: this tab takes the stored session as it now is.
    window.addEventListener('storage', (event) => {
      if (event.key !== storedUserKey(auth, window.location.origin)) return
      void instance.getUser().then((user) => publish(user))
    })
    return instance
  })()
  return manager
}

export interface SignInOptions {
  /** Opens the registration form rather than the sign-in form. */
  register?: boolean
  /** Shows a storefront address in this page (the router's navigate). */
  show: (path: string) => void
  /** Fetches the form's code while the provider's redirects are followed. */
  prefetch?: () => unknown
}

/**
 * Goes to the identity provider; after sign-in the browser comes back to `returnTo`. The
 * built-in provider answers on the store's own origin: its trip to the sign-in form (the
 * authorization request and two redirects) is followed by a fetch and the form opens in this
 * page, without loading the store a second time. An external provider's page is its own.
 */
export async function signIn(
  returnTo: string,
  { register = false, show, prefetch }: SignInOptions,
) {
  if (register) sessionStorage.setItem(REGISTER_FLAG, '1')
  else sessionStorage.removeItem(REGISTER_FLAG)
  const state: SignInState = { returnTo: safeReturnTo(returnTo) }
  const instance = await userManager()
  if (new URL(instance.settings.authority).origin !== window.location.origin) {
    await instance.signinRedirect({ state })
    return
  }
  prefetch?.()
  const { OidcClient } = await import('oidc-client-ts')
  const request = await new OidcClient(
    instance.settings,
    instance.metadataService,
  ).createSigninRequest({ request_type: 'si:r', state })
  const landed = await fetch(request.url, { credentials: 'same-origin' }).then(
    (response) => new URL(response.url),
    () => undefined,
  )
  const authority = instance.settings.authority
  if (landed?.origin === window.location.origin && !isProviderPage(landed, authority)) {
    show(`${landed.pathname}${landed.search}`)
  } else {
    // The provider answered with a page of its own (an error): the browser shows it.
    window.location.assign(request.url)
  }
}

/** The built-in provider's own pages (its endpoints, its interactions), not the storefront's. */
const isProviderPage = (url: URL, authority: string) =>
  url.href.startsWith(authority) || url.pathname.startsWith('/interaction/')

/** Whether the sign-in under way was started from the registration page. */
export const registerRequested = () => sessionStorage.getItem(REGISTER_FLAG) === '1'

/** Called once the registration form shows, so a later sign-in shows the sign-in form. */
export const clearRegisterRequest = () => sessionStorage.removeItem(REGISTER_FLAG)

/** Handles the provider's answer at the callback; resolves with where to go next. */
export async function completeSignIn(url: string): Promise<string> {
  const user = await (await userManager()).signinRedirectCallback(url)
  publish(user)
  return safeReturnTo((user.state as SignInState | undefined)?.returnTo)
}

/** Ends the provider session too, then the provider sends the browser to the site origin. */
export async function signOut() {
  const instance = await userManager()
  useSessionStore.getState().setUser(null)
  await instance.signoutRedirect()
}

/** A fresh access token for the API, renewing it first when it is about to expire. */
export async function accessToken(): Promise<string | null> {
  const current = useSessionStore.getState().user
  if (current && current.expiresAt - Date.now() / 1000 > TOKEN_LEEWAY_SECONDS) {
    return current.accessToken
  }
  const instance = await userManager()
  const user = await instance.getUser()
  if (!user) return null
  if ((user.expires_in ?? 0) > TOKEN_LEEWAY_SECONDS) {
    publish(user)
    return user.access_token
  }
  try {
    const renewed = await renewTogether(instance)
    return renewed?.access_token ?? null
  } catch {
    await instance.removeUser()
    return null
  }
}
