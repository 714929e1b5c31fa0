import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/lib/notify'
import { signIn } from '../api/auth-client'
import { useSessionStore } from '../stores/session-store'

/**
 * docs/requirements.md §4 guard: a signed-out visitor is sent to sign in, and comes back to the address
 * they asked for (path, query and hash) once signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.user !== null)
  const location = useLocation()
  const target = `${location.pathname}${location.search}${location.hash}`

  useEffect(() => {
    if (signedIn) return
    signIn(target).catch((error: unknown) => {
      console.warn('Could not start sign-in:', error)
      notify('error', 'Sign-in is unavailable right now. Please try again in a moment.')
    })
  }, [signedIn, target])

  if (signedIn) return children
  return (
    <div className="min-h-[50vh]">
      <Spinner label="Taking you to sign in" />
    </div>
  )
}
