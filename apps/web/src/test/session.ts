import { afterEach, beforeEach } from 'vitest'
import { useSessionStore } from '@/features/auth'
import type { SessionUser } from '@/features/auth/lib/stored-session'

/** What the session store holds after a sign-in; its access token is good for ten minutes. */
export const testSession = (email: string, name: string): SessionUser => ({
  email,
  name,
  accessToken: 'token',
  expiresAt: Math.floor(Date.now() / 1000) + 600,
})

/** Signs `email` in, as the app does when the identity provider answers. */
export const setTestUser = (email: string, name: string) =>
  useSessionStore.getState().setUser(testSession(email, name))

export const clearTestUser = () => useSessionStore.getState().setUser(null)

/** Signs `email` in before each test of the calling file or block, and out after each. */
export function withTestUser(email: string, name: string) {
  beforeEach(() => setTestUser(email, name))
  afterEach(clearTestUser)
}
