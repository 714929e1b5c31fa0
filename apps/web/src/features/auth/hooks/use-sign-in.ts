import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { signIn } from '../api/auth-client'

/**
 * Starts a sign-in that comes back to `returnTo`; the built-in provider's form opens in this
 * page, unless the visitor has gone to another page meanwhile. `replace` puts the form in
 * place of the address the visitor was on (a guarded page, the sign-in page without a form);
 * without it (a button's sign-in: checkout, subscribe) Back returns to the page. `prefetch`
 * loads the form's code while the provider's redirects are followed.
 */
export function useSignIn({
  replace = false,
  prefetch,
}: {
  replace?: boolean
  prefetch?: () => unknown
} = {}) {
  const navigate = useNavigate()
  const { key } = useLocation()
  /** The page this component is on; none once it has left it or unmounted. */
  const here = useRef<string | null>(key)
  useEffect(() => {
    here.current = key
    return () => {
      here.current = null
    }
  }, [key])
  return useCallback(
    (returnTo: string, options: { register?: boolean } = {}) => {
      const startedOn = here.current
      const show = (path: string) => {
        if (startedOn !== null && here.current === startedOn) navigate(path, { replace })
      }
      return signIn(returnTo, { ...options, show, prefetch })
    },
    [navigate, replace, prefetch],
  )
}
