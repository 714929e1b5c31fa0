import type { Product } from '@marquee/core'
import { LoopingClip } from '@/components/ui/looping-clip'
import { PosterFrame } from '@/components/ui/poster-frame'

interface HoverClipProps {
  product: Pick<Product, 'img' | 'title' | 'videoLink'>
  playing: boolean
  eager?: boolean
}

/** A poster's intrinsic size: the grid's 2:1 box, which its CSS fills either way. */
const POSTER_WIDTH = 384
const POSTER_HEIGHT = 192

/**
 * The poster, with the clip laid over it only while `playing`: mounting the <video> on demand
 * keeps a grid of cards from downloading every clip up front.
 */
export function HoverClip({ product, playing, eager = false }: HoverClipProps) {
  return (
    <PosterFrame className="bg-zinc-950">
      <img
        src={product.img}
        alt={product.title}
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      {playing && product.videoLink && (
        <LoopingClip
          src={product.videoLink}
          poster={product.img}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </PosterFrame>
  )
}
