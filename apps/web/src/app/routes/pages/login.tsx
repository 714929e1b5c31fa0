import { SignInPage } from '@/features/auth/components/sign-in-page'

/** /login and /pages/login. */
export function Component() {
  return <SignInPage screen="login" />
}
