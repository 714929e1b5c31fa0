import { LogIn } from 'lucide-react'
import { Link, type Location } from 'react-router'
import { signInHref } from '@/features/auth'

/**
 * Reviews come from signed-in customers only. The link returns to the reviews of this clip;
 * once the visitor has tried to post, the note is announced.
 */
export function SignInToReview({ location, alert }: { location: Location; alert: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-zinc-800 ring-1 ring-amber-200"
    >
      <LogIn aria-hidden="true" className="size-4 text-amber-700" />
      <span>Please sign in to post a review.</span>
      <Link
        to={signInHref({ ...location, hash: '#reviews' })}
        className="font-bold text-zinc-950 underline underline-offset-2"
      >
        Sign in
      </Link>
    </p>
  )
}
