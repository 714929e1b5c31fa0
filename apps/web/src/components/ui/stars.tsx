import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Five stars filled to the nearest whole rating, read out as "Rated N out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-500' : 'text-zinc-300',
          )}
        />
      ))}
    </span>
  )
}
