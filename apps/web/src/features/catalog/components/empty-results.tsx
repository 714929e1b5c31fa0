import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { OopsIllustration } from '@/components/ui/oops-illustration'

/** docs/requirements.md §2: an 'oops' image and a way back to the whole shop. */
export function EmptyResults({
  message = 'No clips match what you picked.',
}: {
  message?: string
}) {
  return (
    <div
      data-testid="empty-results"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-zinc-200"
    >
      <OopsIllustration className="w-56 max-w-full" />
      <p className="text-lg font-semibold text-zinc-800">{message}</p>
      <Link to="/shop" className={buttonClass('dark')}>
        Continue Shopping
      </Link>
      <p className="text-sm text-zinc-600">
        Not what you need?{' '}
        <Link to="/pages/custom-video" className="font-semibold text-amber-800 underline">
          Ask for a custom video
        </Link>
      </p>
    </div>
  )
}
