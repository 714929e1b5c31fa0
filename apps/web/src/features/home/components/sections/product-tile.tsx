import type { Product } from '@marquee/core'
import { Link } from 'react-router'
import { PosterFrame } from '@/components/ui/poster-frame'
import { Price } from '@/components/ui/price'
import { ProductBadges } from '@/features/catalog'

/** A compact clip tile: poster, badges, title and price, the whole tile linking to the clip. */
export function ProductTile({ product }: { product: Product }) {
  return (
    <article className="group relative flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 transition-shadow hover:shadow-lg">
      <PosterFrame className="w-32 shrink-0 rounded-lg bg-zinc-950 sm:w-36">
        <img
          src={product.thumb_img || product.img}
          alt=""
          width={240}
          height={120}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </PosterFrame>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="line-clamp-2 font-bold text-zinc-900">
          <Link
            to={`/shop/shop-details/${product.id}`}
            className="after:absolute after:inset-0 group-hover:text-amber-800"
          >
            {product.title}
          </Link>
        </h3>
        <Price price={product.price} oldPrice={product.old_price} className="text-zinc-900" />
        <div className="[&>div]:flex-row">
          <ProductBadges product={product} />
        </div>
      </div>
    </article>
  )
}
