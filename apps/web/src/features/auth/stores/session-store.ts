import { create } from 'zustand'
import { configFromPage } from '@/lib/store-config'
import { readStoredSession, type SessionUser } from '../lib/stored-session'

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
