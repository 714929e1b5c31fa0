import { Star } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'

interface RatingInputProps {
  name: string
  value: number
  onChange: (rating: number) => void
  error?: string
}

/** Five radio buttons drawn as stars: arrow keys move between them like any radio group. */
export function RatingInput({ name, value, onChange, error }: RatingInputProps) {
  const errorId = `${useId()}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-zinc-900">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-orange-600',
                star <= value ? 'fill-amber-400 text-amber-500' : 'text-zinc-300',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
