import type { Product } from '@marquee/core'
import { AddToCartButton } from '@/features/catalog'
import { cn } from '@/lib/cn'
import { ListToggles } from './list-toggles'

/**
 * Where the order form (size, format, customisation) goes; until it arrives the panel offers
 * the plain add to cart, the wishlist and compare.
 */
export function OrderPanelSlot({ product }: { product: Product }) {
  const inStock = product.status !== 'out-of-stock'
  return (
    <div data-testid="order-panel-slot" className="rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
      <p
        className={cn('mb-4 text-sm font-semibold', inStock ? 'text-emerald-700' : 'text-rose-700')}
      >
        {inStock ? 'Available for instant download' : 'Out of stock'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <AddToCartButton product={product} className="h-11 px-6 text-base" />
        <ListToggles product={product} />
      </div>
    </div>
  )
}
