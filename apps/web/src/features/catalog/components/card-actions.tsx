import type { Product } from '@marquee/core'
import { Eye, GitCompareArrows, Heart } from 'lucide-react'
import { toggleWishlist, useIsWishlisted } from '@/features/wishlist'
import { cn } from '@/lib/cn'
import { toggleCompare, useIsCompared } from '@/stores/compare-store'
import { useUiStore } from '@/stores/ui-store'

const actionClass =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-zinc-800 shadow-md transition-colors hover:bg-amber-400 hover:text-zinc-950'

/** The round buttons over a card's clip: wishlist, compare and quick view. */
export function CardActions({ product }: { product: Product }) {
  const wishlisted = useIsWishlisted(product.id)
  const compared = useIsCompared(product.id)
  const openQuickView = useUiStore((state) => state.openQuickView)
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-label={`Add ${product.title} to wishlist`}
        aria-pressed={wishlisted}
        onClick={() => toggleWishlist(product)}
        className={cn(actionClass, wishlisted && 'bg-rose-600 text-white')}
      >
        <Heart aria-hidden="true" className={cn('size-4', wishlisted && 'fill-current')} />
      </button>
      <button
        type="button"
        aria-label={`Compare ${product.title}`}
        aria-pressed={compared}
        onClick={() => toggleCompare(product)}
        className={cn(actionClass, compared && 'bg-zinc-900 text-white')}
      >
        <GitCompareArrows aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Quick view ${product.title}`}
        onClick={() => openQuickView(product)}
        className={actionClass}
      >
        <Eye aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
