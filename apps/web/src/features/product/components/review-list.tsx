import type { Review } from '@marquee/core'
import { Stars } from '@/components/ui/stars'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

function reviewTime(time: string): string {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? time : dateFormat.format(date)
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) {
    return <p className="text-zinc-600">No reviews yet. Be the first to tell other sign owners.</p>
  }
  return (
    <ul className="flex flex-col gap-6">
      {reviews.map((review) => (
        <li key={`${review.name}-${review.time}`} className="flex gap-4">
          <img
            src={review.img}
            alt={review.name}
            loading="lazy"
            className="size-12 shrink-0 rounded-full bg-zinc-200 object-cover"
          />
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-bold text-zinc-900">{review.name}</h3>
              <time dateTime={review.time} className="text-sm text-zinc-500">
                {reviewTime(review.time)}
              </time>
            </div>
            <Stars rating={review.rating} />
            <p className="leading-relaxed text-zinc-700">{review.review_desc}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
