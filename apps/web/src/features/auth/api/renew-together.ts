import type { User, UserManager } from 'oidc-client-ts'
import { TOKEN_LEEWAY_SECONDS } from '../lib/auth-settings'

/** One lock for every tab of the store: the refresh token they share is spent by one at a time. */
const RENEW_LOCK = 'marquee.auth.renew'

/** The stored session still has an access token worth using. */
const fresh = (user: User | null): user is User =>
  user !== null && (user.expires_in ?? 0) > TOKEN_LEEWAY_SECONDS

/**
 * Renews the access token with the refresh token that every open tab shares (localStorage),
 * one tab at a time. The provider rotates refresh tokens and treats a used one sent again as
 * stolen, ending the whole sign-in; so a tab takes the lock, reads the stored session afresh
 * (another tab may have just renewed it), and renews only if it is still about to expire.
 * The lock narrows the race, it cannot close it: Chrome hands one tab's localStorage write to
 * the others asynchronously, so the next holder can still read the token just spent, and a tab
 * that reloads mid-renewal never stores the answer. The provider honours a token just replaced
 * for a few seconds more (REFRESH_REUSE_GRACE_SECONDS on the server) for those cases.
 * Browsers without Web Locks renew as before.
 */
export async function renewTogether(instance: UserManager): Promise<User | null> {
  const renew = async () => {
    const stored = await instance.getUser()
    if (fresh(stored)) return stored
    if (!stored) return null
    return instance.signinSilent()
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request(RENEW_LOCK, renew) : renew()
}
