import { create } from 'zustand'
import { configFromPage } from '@/features/layout/api/get-config'
import { readStoredSession } from '../lib/stored-session'

/** The signed-in customer as the page knows them from the ID and access tokens. */
export interface SessionUser {
  email: string
  name: string
  accessToken: string
  /** Seconds since the epoch. */
  expiresAt: number
}

interface SessionState {
  user: SessionUser | null
  setUser: (user: SessionUser | null) => void
}

/** Starts from the session kept in localStorage, so the first paint already knows. */
export const useSessionStore = create<SessionState>()((set) => ({
  user: initialUser(),
  setUser: (user) => set({ user }),
}))

function initialUser(): SessionUser | null {
  const auth = configFromPage()?.auth
  if (!auth || typeof localStorage === 'undefined') return null
  return readStoredSession(auth, window.location.origin, localStorage)
}
