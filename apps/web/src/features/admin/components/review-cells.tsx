import type { ModeratedReview } from '@marquee/core'
import { BadgeCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Stars } from '@/components/ui/stars'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

interface ReviewCellsProps {
  review: ModeratedReview
  busy: boolean
  onDecide: (verb: 'approve' | 'reject') => void
}

/** One review's cells in the back office's table; its text is shown as text. */
export function reviewCells({ review, busy, onDecide }: ReviewCellsProps): ReactNode[] {
  const label = `${review.name}'s review of ${review.productTitle}`
  return [
    when(review.time),
    <Link
      key="clip"
      to={`/shop/shop-details/${review.productId}#reviews`}
      className="font-semibold text-zinc-900 underline underline-offset-2"
    >
      {review.productTitle}
    </Link>,
    <div key="who" className="flex flex-col gap-0.5">
      <span className="font-semibold">{review.name}</span>
      <span className="text-xs text-zinc-600">{review.email}</span>
      {review.verified && (
        <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          Verified buyer
        </span>
      )}
    </div>,
    <div key="text" className="flex max-w-md flex-col gap-1 whitespace-normal">
      <Stars rating={review.rating} />
      <span className="font-semibold">{review.subject}</span>
      <span className="break-words whitespace-pre-line text-zinc-700">{review.comments}</span>
    </div>,
    <div key="decide" className="flex flex-wrap gap-2">
      {review.status !== 'approved' && (
        <button
          type="button"
          disabled={busy}
          aria-label={`Approve ${label}`}
          onClick={() => onDecide('approve')}
          className={buttonClass('dark', 'sm')}
        >
          Approve
        </button>
      )}
      {review.status !== 'rejected' && (
        <button
          type="button"
          disabled={busy}
          aria-label={`Reject ${label}`}
          onClick={() => onDecide('reject')}
          className={buttonClass('outline', 'sm')}
        >
          Reject
        </button>
      )}
    </div>,
  ]
}
