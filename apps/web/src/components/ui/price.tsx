import { formatPrice } from '@marquee/core'
import { cn } from '@/lib/cn'

interface PriceProps {
  price: number
  oldPrice?: number | null
  className?: string
}

/** The price, with the old one struck through when the clip is marked down. */
export function Price({ price, oldPrice, className }: PriceProps) {
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-bold">{formatPrice(price)}</span>
      {oldPrice != null && oldPrice > price && (
        <del className="text-sm text-zinc-500">
          <span className="sr-only">was </span>
          {formatPrice(oldPrice)}
        </del>
      )}
    </span>
  )
}
