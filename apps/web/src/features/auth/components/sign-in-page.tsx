import { Link, Navigate, useSearchParams } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { registerRequested } from '../api/auth-client'
import { safeReturnTo } from '../lib/return-to'
import { useSessionStore } from '../stores/session-store'
import { AuthCard } from './auth-card'
import { RegisterForm } from './register-form'
import { SignInCard } from './sign-in-card'
import { SignInForm } from './sign-in-form'
import { StartSignIn } from './start-sign-in'

/**
 * /login, /pages/login and /pages/register. Without an interaction the page starts a sign-in
 * at the identity provider; the built-in provider sends the browser back here with one, and
 * the page shows its form.
 */
export function SignInPage({ screen }: { screen: 'login' | 'register' }) {
  const [params] = useSearchParams()
  const uid = params.get('interaction')
  const user = useSessionStore((state) => state.user)
  const returnTo = safeReturnTo(params.get('returnTo'))

  if (uid && screen === 'login' && registerRequested()) {
    return <Navigate replace to={`/pages/register?interaction=${encodeURIComponent(uid)}`} />
  }

  if (!uid && user) {
    return (
      <AuthCard title={screen === 'login' ? 'Login' : 'Register'} heading="You are signed in">
        <p className="text-zinc-700">
          Signed in as <strong>{user.email}</strong>.
        </p>
        <Link to="/pages/account" className={buttonClass('dark', 'md', 'mt-5')}>
          Go to your account
        </Link>
      </AuthCard>
    )
  }

  if (screen === 'register') {
    return (
      <AuthCard
        title="Register"
        heading="Create your Marquee account"
        intro="Buy clips, order custom versions and keep your sign size for every download."
        footer={
          uid && (
            <>
              Already have an account?{' '}
              <Link
                to={`/pages/login?interaction=${encodeURIComponent(uid)}`}
                className="font-semibold text-zinc-900 underline"
              >
                Sign in
              </Link>
            </>
          )
        }
      >
        {uid ? <RegisterForm uid={uid} /> : <StartSignIn returnTo={returnTo} register />}
      </AuthCard>
    )
  }

  return (
    <SignInCard
      registerHref={uid ? `/pages/register?interaction=${encodeURIComponent(uid)}` : undefined}
    >
      {uid ? <SignInForm uid={uid} /> : <StartSignIn returnTo={returnTo} />}
    </SignInCard>
  )
}
