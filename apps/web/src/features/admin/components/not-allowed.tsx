import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'

/** What a signed-in customer sees at /admin: a plain refusal and a way back to the shop. */
export function NotAllowed({ email }: { email: string }) {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-50 px-6 text-center"
    >
      <ShieldAlert aria-hidden="true" className="size-12 text-amber-600" />
      <h1 className="text-3xl font-bold text-zinc-900">Not allowed</h1>
      <p className="max-w-md text-zinc-700">
        The back office is for the shop’s staff. You are signed in as{' '}
        <strong className="font-semibold">{email}</strong>, which has no admin role.
      </p>
      <Link to="/home/home-style-4" className={buttonClass('dark')}>
        Back to the shop
      </Link>
    </main>
  )
}
