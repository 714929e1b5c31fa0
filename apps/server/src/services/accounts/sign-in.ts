import { SIGN_IN_FAILED_MESSAGE } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http-error.ts'
import { type Account, authenticate } from './accounts.ts'
import { admitSignIn, clearSignInLockout, type LockoutPolicy } from './sign-in-lockout.ts'

/** What a password sign-in needs; built once by plugins/services/accounts.ts as `app.signIn`. */
export interface SignInContext {
  db: Database
  lockout: LockoutPolicy
}

function lockedOut(seconds: number): HttpError {
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`
  return new HttpError(
    429,
    `Too many wrong passwords for this email. Try again in ${wait}, or reset your password.`,
    { 'retry-after': seconds },
  )
}

/**
 * The account for these credentials: 429 (with retry-after) while the email is locked out,
 * 401 for a wrong email or password alike. A correct password ends the failure count.
 */
export async function signIn(
  context: SignInContext,
  email: string,
  password: string,
): Promise<Account> {
  const wait = await admitSignIn(context, email)
  if (wait > 0) throw lockedOut(wait)
  const account = await authenticate(context.db, email, password)
  if (!account) throw new HttpError(401, SIGN_IN_FAILED_MESSAGE)
  await clearSignInLockout(context.db, email)
  return account
}
