import { formatPrice } from '@marquee/core'
import { Slider } from 'radix-ui'
import { useEffect, useState } from 'react'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'

interface PriceFilterProps {
  /** The top of the slider: the highest price the product service knows (docs/requirements.md §5). */
  max: number
  minPrice: number | undefined
  maxPrice: number | undefined
  onChange: (changes: QueryChanges) => void
}

const thumbClass =
  'block size-5 rounded-full border-2 border-zinc-950 bg-amber-400 shadow focus-visible:outline-2 focus-visible:outline-orange-600'

export function PriceFilter({ max, minPrice, maxPrice, onChange }: PriceFilterProps) {
  const top = Math.max(1, Math.ceil(max))
  const from = minPrice ?? 0
  const to = Math.min(maxPrice ?? top, top)
  const [range, setRange] = useState<[number, number]>([from, to])
  const [low, high] = range

  // Follow the address when it changes elsewhere (Reset Filter, back button).
  useEffect(() => setRange([from, to]), [from, to])

  return (
    <FilterSection title="Price">
      <Slider.Root
        min={0}
        max={top}
        step={1}
        minStepsBetweenThumbs={1}
        value={range}
        onValueChange={(value) => setRange([value[0] ?? 0, value[1] ?? top])}
        onValueCommit={([from = 0, to = top]) =>
          onChange({ minPrice: from > 0 ? from : null, maxPrice: to < top ? to : null })
        }
        className="relative flex h-6 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-zinc-200">
          <Slider.Range className="absolute h-full rounded-full bg-zinc-950" />
        </Slider.Track>
        <Slider.Thumb aria-label="Minimum price" className={thumbClass} />
        <Slider.Thumb aria-label="Maximum price" className={thumbClass} />
      </Slider.Root>
      <p className="mt-3 text-sm text-zinc-700">
        Price: <span className="font-semibold">{formatPrice(low)}</span> –{' '}
        <span className="font-semibold">{formatPrice(high)}</span>
      </p>
    </FilterSection>
  )
}
