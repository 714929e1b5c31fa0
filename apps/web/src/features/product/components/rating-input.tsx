import { Star } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

/** Five radio buttons drawn as stars: arrow keys move between them like any radio group. */
export function RatingInput({ name }: { name: string }) {
  const [rating, setRating] = useState(0)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-zinc-900">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {value} {value === 1 ? 'star' : 'stars'}
            </span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-orange-600',
                value <= rating ? 'fill-amber-400 text-amber-500' : 'text-zinc-300',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
