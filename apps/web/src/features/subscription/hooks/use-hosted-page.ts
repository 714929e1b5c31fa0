import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useSessionStore, useSignIn } from '@/features/auth'
import { ApiRequestError } from '@/lib/api-client'
import { notify } from '@/lib/notify'

export const HOSTED_PAGE_ERROR = 'Error creating order. Please try again.'

/** The API's own message for a refusal the customer can act on (404, 409), else the SPEC's. */
const messageFor = (error: Error) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409)
    ? error.message.replace(/^\w+: /, '').replace(/^./, (first) => first.toUpperCase())
    : HOSTED_PAGE_ERROR

/**
 * Opens a page hosted by the payment provider (a checkout or the billing portal) for the
 * signed-in customer; a signed-out visitor signs in first and comes back to `returnTo`.
 */
export function useHostedPage<T extends { userEmail: string }>(
  open: (input: T) => Promise<{ url: string }>,
  returnTo: string,
) {
  const email = useSessionStore((state) => state.user?.email)
  const [leaving, setLeaving] = useState(false)
  const signIn = useSignIn()
  const mutation = useMutation({
    mutationFn: open,
    onSuccess: ({ url }) => {
      setLeaving(true)
      window.location.assign(url)
    },
    onError: (error) => {
      console.warn('Could not open the payment page:', error)
      notify('error', messageFor(error))
    },
  })

  function go(input: Omit<T, 'userEmail'>) {
    if (email) {
      mutation.mutate({ ...input, userEmail: email } as T)
      return
    }
    setLeaving(true)
    signIn(returnTo).catch((error: unknown) => {
      setLeaving(false)
      console.warn('Could not start sign-in:', error)
      notify('error', 'Sign-in is unavailable right now. Please try again in a moment.')
    })
  }

  return {
    go,
    busy: mutation.isPending || leaving,
    /** Which input is on its way, so only that button shows busy. */
    pending: mutation.isPending || leaving ? mutation.variables : undefined,
    error: mutation.error ? messageFor(mutation.error) : null,
  }
}
