import { useEffect, useState } from 'react'
import { useSignIn } from '../hooks/use-sign-in'
import { FormAlert } from './auth-card'
import { FormPending } from './sign-in-card'

/**
 * Starts a sign-in at the identity provider, which brings the browser back to this page with
 * the form to show, in place of this address.
 */
export function StartSignIn({
  returnTo,
  register = false,
}: {
  returnTo: string
  register?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const signIn = useSignIn({ replace: true })
  useEffect(() => {
    signIn(returnTo, { register }).catch((error: unknown) => {
      console.warn('Could not start sign-in:', error)
      setFailed(true)
    })
  }, [returnTo, register, signIn])
  if (failed) {
    return <FormAlert>Sign-in is unavailable right now. Please try again in a moment.</FormAlert>
  }
  return <FormPending label="Opening secure sign-in" />
}
