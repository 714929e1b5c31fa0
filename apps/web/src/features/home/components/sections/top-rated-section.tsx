import { topRated } from '../../lib/select-sections'
import { ProductRail } from './product-rail'
import type { ProductSectionProps } from './section-props'

export function TopRatedSection({ products, view, railSize }: ProductSectionProps) {
  return (
    <ProductRail
      id="top-rated"
      title="Best reviewed"
      text="The clips sign owners rate highest after running them."
      products={topRated(products, railSize)}
      view={view}
      link={{ to: '/shop', label: 'Browse the shop' }}
    />
  )
}
