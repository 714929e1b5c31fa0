import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { notify } from '@/lib/notify'
import { useSignIn } from '../hooks/use-sign-in'
import { useSessionStore } from '../stores/session-store'
import { FormPending, SignInCard } from './sign-in-card'

/** The sign-in page's code, fetched while the provider's redirects are followed. */
const prefetchSignInPage = () => import('./sign-in-page')

/**
 * docs/requirements.md §4 guard: a signed-out visitor is sent to sign in, and comes back to the
 * address they asked for (path, query and hash) once signed in. The sign-in card shows at once;
 * the form takes this address's place in the history, so Back leaves the sign-in as a whole.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.user !== null)
  const location = useLocation()
  const target = `${location.pathname}${location.search}${location.hash}`
  const signIn = useSignIn({ replace: true, prefetch: prefetchSignInPage })

  useEffect(() => {
    if (signedIn) return
    signIn(target).catch((error: unknown) => {
      console.warn('Could not start sign-in:', error)
      notify('error', 'Sign-in is unavailable right now. Please try again in a moment.')
    })
  }, [signedIn, target, signIn])

  if (signedIn) return children
  return (
    <SignInCard>
      <FormPending label="Taking you to sign in" />
    </SignInCard>
  )
}
