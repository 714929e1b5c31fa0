import type { Registration, SignIn } from '@marquee/core'
import { ApiRequestError } from '@/lib/api-client'

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.'

/**
 * Posts the sign-in or registration form of a provider interaction; resolves with where the
 * browser goes next (back through the provider to the storefront's callback).
 */
export async function submitInteraction(
  uid: string,
  screen: 'login' | 'register',
  values: SignIn | Registration,
): Promise<string> {
  const response = await fetch(`/interaction/${encodeURIComponent(uid)}/${screen}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(values),
  })
  const body = (await response.json().catch(() => ({}))) as {
    redirectTo?: string
    message?: string
  }
  if (response.ok && body.redirectTo) return body.redirectTo
  const message =
    response.status === 429
      ? TOO_MANY_ATTEMPTS
      : (body.message ?? 'Something went wrong. Please try again.')
  throw new ApiRequestError(response.status, message)
}
