import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { AuthCard } from './auth-card'

/**
 * The sign-in screen's frame. A guarded page shows it at once while the provider's form is on
 * its way, so the visitor sees where they are going, and the form then takes its place.
 */
export function SignInCard({
  children,
  registerHref = '/pages/register',
}: {
  children: ReactNode
  /** The registration form of the same interaction, or one that starts its own. */
  registerHref?: string
}) {
  return (
    <AuthCard
      title="Login"
      heading="Sign in to Marquee"
      intro="Welcome back. Sign in to buy, customise and download your clips."
      footer={
        <>
          New to Marquee?{' '}
          <Link to={registerHref} className="font-semibold text-zinc-900 underline">
            Create an account
          </Link>
        </>
      }
    >
      {children}
    </AuthCard>
  )
}

/** The form's place while the form is on its way: as tall as the sign-in form, so nothing moves. */
export function FormPending({ label }: { label: string }) {
  return (
    <div className="grid min-h-[19.5rem] place-items-center sm:min-h-[16.75rem]">
      <Spinner label={label} />
    </div>
  )
}
