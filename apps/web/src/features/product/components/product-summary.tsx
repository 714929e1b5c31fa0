import type { PersonalizationTemplate, Product } from '@marquee/core'
import { Link } from 'react-router'
import { Price } from '@/components/ui/price'
import { Stars } from '@/components/ui/stars'
import { ClipFactsList, ProductBadges } from '@/features/catalog'
import { OrderPanelSlot } from './order-panel-slot'
import { ShareLinks } from './share-links'

export function ProductSummary({
  product,
  personalization,
}: {
  product: Product
  personalization: PersonalizationTemplate | null
}) {
  const path = `/shop/shop-details/${product.id}`
  const reviewCount = product.reviews.length
  const parentLink = `/shop?${new URLSearchParams({ category: product.parentCategory })}`
  const categoryLink = `/shop?${new URLSearchParams({ category: product.parentCategory, subcategory: product.category })}`
  return (
    <div className="flex flex-col gap-5">
      <ProductBadges product={product} />
      <h2 className="text-3xl font-extrabold tracking-tight text-zinc-950 sm:text-4xl">
        <Link to={path} className="hover:text-amber-800">
          {product.title}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
        <Stars rating={product.rating} />
        <Link to={{ hash: 'reviews' }} className="hover:underline">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </Link>
      </div>
      <Price
        price={product.price}
        oldPrice={product.old_price}
        className="text-3xl text-zinc-950"
      />
      <p className="leading-relaxed text-zinc-700">{product.sm_desc}</p>
      <OrderPanelSlot product={product} personalization={personalization} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-zinc-900">Category:</dt>
        <dd className="flex flex-wrap gap-1 text-zinc-700">
          <Link to={parentLink} className="hover:text-amber-800 hover:underline">
            {product.parentCategory}
          </Link>
          <span aria-hidden="true">/</span>
          <Link to={categoryLink} className="hover:text-amber-800 hover:underline">
            {product.category}
          </Link>
        </dd>
        <dt className="font-semibold text-zinc-900">Brand:</dt>
        <dd className="text-zinc-700">{product.brand}</dd>
        <dt className="font-semibold text-zinc-900">Shape:</dt>
        <dd className="text-zinc-700">{product.dimension}</dd>
      </dl>
      <ClipFactsList facts={product.clip_facts} />
      <ShareLinks path={path} title={product.title} />
    </div>
  )
}
