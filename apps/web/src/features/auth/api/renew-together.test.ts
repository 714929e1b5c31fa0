import type { User, UserManager } from 'oidc-client-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renewTogether } from './renew-together'

/** What the tabs share: the stored session, as localStorage holds it. */
function sharedSession() {
  let stored = { access_token: 'old', expires_in: 5 } as User
  let renewals = 0
  const tab = () =>
    ({
      getUser: async () => stored,
      signinSilent: async () => {
        renewals += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
        stored = { access_token: `new-${renewals}`, expires_in: 300 } as User
        return stored
      },
    }) as unknown as UserManager
  return { tab, renewals: () => renewals }
}

/** Web Locks as a browser gives them: one holder of a name at a time, in request order. */
function webLocks() {
  let tail = Promise.resolve<unknown>(undefined)
  return {
    request: (_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work)
      tail = run.catch(() => undefined)
      return run
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('renewing the shared session from several tabs', () => {
  it('spends the refresh token once when five tabs renew at once; each gets the new token', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() })
    const session = sharedSession()
    const users = await Promise.all(Array.from({ length: 5 }, () => renewTogether(session.tab())))
    expect(session.renewals()).toBe(1)
    expect(users.map((user) => user?.access_token)).toEqual(Array(5).fill('new-1'))
  })

  it('without the lock, each tab spends it: what the provider takes for a stolen token', async () => {
    vi.stubGlobal('navigator', {})
    const session = sharedSession()
    await Promise.all(Array.from({ length: 2 }, () => renewTogether(session.tab())))
    expect(session.renewals()).toBe(2)
  })

  it('renews nothing for a session another tab has already renewed', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() })
    const session = sharedSession()
    await renewTogether(session.tab())
    await renewTogether(session.tab())
    expect(session.renewals()).toBe(1)
  })
})
