import type { Product } from '@marquee/core'
import { LoopingClip } from '@/components/ui/looping-clip'
import { PosterFrame } from '@/components/ui/poster-frame'
import { cn } from '@/lib/cn'

interface HeroClipProps {
  product: Product | undefined
  className?: string
}

/**
 * The featured clip playing, muted and looping, inside an LED cabinet frame. The frame shows
 * dark while the catalogue loads, so the hero keeps its height and nothing below it shifts.
 */
export function HeroClip({ product, className }: HeroClipProps) {
  return (
    <div
      className={cn(
        'rounded-3xl bg-zinc-800 p-3 shadow-2xl ring-1 ring-white/10 sm:p-4',
        className,
      )}
    >
      <PosterFrame className="rounded-xl bg-black">
        {product && (
          <LoopingClip
            src={product.videoLink}
            poster={product.img}
            label={`${product.title} playing on a sign`}
            className="size-full object-cover"
          />
        )}
      </PosterFrame>
    </div>
  )
}
