import type { Product } from '@marquee/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { Price } from '@/components/ui/price'
import { cn } from '@/lib/cn'
import { AddToCartButton } from './add-to-cart-button'
import { CardActions } from './card-actions'
import { HoverClip } from './hover-clip'
import { ProductBadges } from './product-badges'

export type CardView = 'grid' | 'list'

/** How many of the details list a list-mode card shows (docs/requirements.md §9). */
const LIST_BULLETS = 3

/** docs/requirements.md §2 product card; the clip plays muted while the card is hovered or focused. */
interface ProductCardProps {
  product: Product
  view?: CardView
  /** The poster is in the first screen: load it at once, ahead of other images. */
  eager?: boolean
}

export function ProductCard({ product, view = 'grid', eager = false }: ProductCardProps) {
  const [playing, setPlaying] = useState(false)
  const href = `/shop/shop-details/${product.id}`
  const list = view === 'list'
  return (
    <article
      data-testid="product-card"
      onMouseEnter={() => setPlaying(true)}
      onMouseLeave={() => setPlaying(false)}
      onFocus={() => setPlaying(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPlaying(false)
      }}
      className={cn(
        'group flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 transition-shadow hover:shadow-xl',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list && 'sm:w-2/5')}>
        <Link to={href} tabIndex={-1}>
          <HoverClip product={product} playing={playing} eager={eager} />
        </Link>
        <div className="absolute top-3 left-3">
          <ProductBadges product={product} />
        </div>
        <div className="absolute top-3 right-3 opacity-100 transition-opacity lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
          <CardActions product={product} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">
          {product.category}
        </p>
        <h3 className="text-base leading-snug font-bold text-zinc-900">
          <Link to={href} className="hover:text-amber-800">
            {product.title}
          </Link>
        </h3>
        <Price
          price={product.price}
          oldPrice={product.old_price}
          className="text-lg text-zinc-900"
        />
        {list && (
          <>
            <p className="text-sm leading-relaxed text-zinc-600">{product.sm_desc}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
              {product.details.details_list.slice(0, LIST_BULLETS).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto pt-2">
          <AddToCartButton product={product} className={list ? '' : 'w-full'} />
        </div>
      </div>
    </article>
  )
}
