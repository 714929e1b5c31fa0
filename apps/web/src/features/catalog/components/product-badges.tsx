import type { Product } from '@marquee/core'

/** The 'new' and '-N%' badges of docs/requirements.md §2, shown over the clip. */
export function ProductBadges({ product }: { product: Pick<Product, 'new' | 'discount'> }) {
  const hasDiscount = product.discount !== null && product.discount > 0
  if (!product.new && !hasDiscount) return null
  return (
    <div className="flex flex-col items-start gap-1.5">
      {product.new && (
        <span className="rounded-full bg-cyan-300 px-2.5 py-0.5 text-xs font-bold text-zinc-950 uppercase">
          new
        </span>
      )}
      {hasDiscount && (
        <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-bold text-white">
          -{product.discount}%
        </span>
      )}
    </div>
  )
}
