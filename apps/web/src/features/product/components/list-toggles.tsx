import type { Product } from '@marquee/core'
import { GitCompareArrows, Heart } from 'lucide-react'
import { toggleWishlist, useIsWishlisted } from '@/features/wishlist'
import { cn } from '@/lib/cn'
import { toggleCompare, useIsCompared } from '@/stores/compare-store'

const toggleClass =
  'inline-flex h-11 items-center gap-2 rounded-full border px-5 text-sm font-semibold transition-colors'

/** The product page's wishlist and compare toggles, pressed while the clip is listed. */
export function ListToggles({ product }: { product: Product }) {
  const wishlisted = useIsWishlisted(product.id)
  const compared = useIsCompared(product.id)
  return (
    <>
      <button
        type="button"
        aria-pressed={wishlisted}
        onClick={() => toggleWishlist(product)}
        className={cn(
          toggleClass,
          wishlisted
            ? 'border-rose-300 bg-rose-50 text-rose-800'
            : 'border-zinc-300 text-zinc-800 hover:border-zinc-900',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-4', wishlisted && 'fill-current')} />
        Wishlist
      </button>
      <button
        type="button"
        aria-pressed={compared}
        onClick={() => toggleCompare(product)}
        className={cn(
          toggleClass,
          compared
            ? 'border-zinc-900 bg-zinc-900 text-white'
            : 'border-zinc-300 text-zinc-800 hover:border-zinc-900',
        )}
      >
        <GitCompareArrows aria-hidden="true" className="size-4" />
        Compare
      </button>
    </>
  )
}
