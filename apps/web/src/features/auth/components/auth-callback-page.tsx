import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/lib/notify'
import { configFromPage } from '@/lib/store-config'
import { completeSignIn } from '../api/auth-client'
import { CALLBACK_PATH } from '../lib/auth-settings'
import { safeReturnTo } from '../lib/return-to'

/** One callback URL is handled once, even when React mounts the page twice. */
const handled = new Map<string, Promise<string>>()

function handleCallback(url: string): Promise<string> {
  let outcome = handled.get(url)
  if (!outcome) {
    const params = new URL(url).searchParams
    const errorPath = safeReturnTo(configFromPage()?.auth.errorPath)
    outcome = params.get('error')
      ? Promise.reject(new Error(params.get('error_description') ?? params.get('error') ?? ''))
      : completeSignIn(url)
    outcome = outcome.catch((error: unknown) => {
      console.warn('Sign-in did not complete:', error)
      notify('error', 'Sign-in did not complete. Please try again.')
      return errorPath
    })
    handled.set(url, outcome)
  }
  return outcome
}

/**
 * /auth/callback (docs/requirements.md §4): the provider's answer with a code or an error and the state;
 * then to the stored target or the root, or on error to the configured error path or root.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const url = `${window.location.origin}${CALLBACK_PATH}${search}`
  useEffect(() => {
    let active = true
    handleCallback(url).then((target) => {
      if (active) navigate(target, { replace: true })
    })
    return () => {
      active = false
    }
  }, [url, navigate])
  return (
    <div className="min-h-[50vh]">
      <Spinner label="Signing you in" />
    </div>
  )
}
