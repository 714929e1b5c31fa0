import { useEffect, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { signIn } from '../api/auth-client'
import { FormAlert } from './auth-card'

/** Sends the browser to the identity provider, which brings it back to the sign-in form. */
export function StartSignIn({
  returnTo,
  register = false,
}: {
  returnTo: string
  register?: boolean
}) {
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    signIn(returnTo, { register }).catch((error: unknown) => {
      console.warn('Could not start sign-in:', error)
      setFailed(true)
    })
  }, [returnTo, register])
  if (failed) {
    return <FormAlert>Sign-in is unavailable right now. Please try again in a moment.</FormAlert>
  }
  return <Spinner label="Opening secure sign-in" />
}
