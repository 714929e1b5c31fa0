import { calendarDate, type OwnReview, type Review } from '@marquee/core'
import { BadgeCheck } from 'lucide-react'
import { ReviewerAvatar } from '@/components/reviewer-avatar'
import { Stars } from '@/components/ui/stars'

const formatDate = (date: Date) => calendarDate(date, 'medium')

function reviewTime(time: string): string {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? time : formatDate(date)
}

/** What the reviewer is told about their own review that others cannot see yet. */
const OWN_STATUS = {
  pending: 'Your review is pending: it will show to others once the shop has approved it.',
  rejected: 'Your review was not published. You can edit it and post it again.',
} as const

interface ReviewListProps {
  reviews: Review[]
  /** The signed-in customer's own review; shown here while others cannot see it. */
  ownReview?: OwnReview | null
}

/** Review text is rendered as text, never as HTML (docs/requirements.md §10). */
export function ReviewList({ reviews, ownReview }: ReviewListProps) {
  const ownStatus = ownReview && ownReview.status !== 'approved' ? ownReview.status : null
  const unpublished = ownStatus ? ownReview : null
  if (reviews.length === 0 && !unpublished) {
    return <p className="text-zinc-600">No reviews yet. Be the first to tell other sign owners.</p>
  }
  return (
    <ul className="flex flex-col gap-6">
      {unpublished && ownStatus && (
        <ReviewItem
          review={{
            img: '',
            name: unpublished.name,
            time: unpublished.time,
            rating: unpublished.rating,
            review_desc: unpublished.comments,
            subject: unpublished.subject,
            verified: unpublished.verified,
          }}
          note={OWN_STATUS[ownStatus]}
          status={ownStatus}
        />
      )}
      {reviews.map((review) => (
        <ReviewItem key={`${review.name}-${review.time}`} review={review} />
      ))}
    </ul>
  )
}

interface ReviewItemProps {
  review: Review
  note?: string
  status?: 'pending' | 'rejected'
}

function ReviewItem({ review, note, status }: ReviewItemProps) {
  return (
    <li className="flex gap-4" data-testid={status ? 'own-review' : 'review'}>
      <ReviewerAvatar img={review.img} name={review.name} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-bold text-zinc-900">{review.name}</h3>
          <time dateTime={review.time} className="text-sm text-zinc-500">
            {reviewTime(review.time)}
          </time>
          {review.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified buyer
            </span>
          )}
          {status && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
              {status === 'pending' ? 'Pending' : 'Not published'}
            </span>
          )}
        </div>
        <Stars rating={review.rating} />
        {review.subject && <p className="font-semibold text-zinc-900">{review.subject}</p>}
        <p className="leading-relaxed break-words whitespace-pre-line text-zinc-700">
          {review.review_desc}
        </p>
        {note && <p className="text-sm text-zinc-600 italic">{note}</p>}
      </div>
    </li>
  )
}
