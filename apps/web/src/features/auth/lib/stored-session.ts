import type { AuthConfig } from '@marquee/core'
import { storedUserKey } from './auth-settings'

/** The signed-in customer as the page knows them from the ID and access tokens. */
export interface SessionUser {
  email: string
  name: string
  accessToken: string
  /** Seconds since the epoch. */
  expiresAt: number
}

interface StoredUser {
  access_token?: unknown
  refresh_token?: unknown
  expires_at?: unknown
  profile?: { email?: unknown; name?: unknown }
}

/** The fields of an oidc-client-ts user the store needs, or null when it is not usable. */
export function toSessionUser(user: StoredUser | null | undefined): SessionUser | null {
  if (!user || typeof user.access_token !== 'string') return null
  const email = typeof user.profile?.email === 'string' ? user.profile.email : ''
  return {
    email,
    name: typeof user.profile?.name === 'string' && user.profile.name ? user.profile.name : email,
    accessToken: user.access_token,
    expiresAt: typeof user.expires_at === 'number' ? user.expires_at : 0,
  }
}

/**
 * Reads the session oidc-client-ts left in localStorage without loading the library: the
 * header can show Account and Logout at once. A session whose access token has expired
 * still counts while a refresh token can renew it.
 */
export function readStoredSession(
  auth: AuthConfig,
  origin: string,
  storage: Storage,
): SessionUser | null {
  try {
    const raw = storage.getItem(storedUserKey(auth, origin))
    if (!raw) return null
    const stored = JSON.parse(raw) as StoredUser
    const user = toSessionUser(stored)
    if (!user) return null
    const live = user.expiresAt * 1000 > Date.now() || typeof stored.refresh_token === 'string'
    return live ? user : null
  } catch {
    return null
  }
}
