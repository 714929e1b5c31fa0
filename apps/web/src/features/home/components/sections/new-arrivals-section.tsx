import { newArrivals } from '../../lib/select-sections'
import { ProductRail } from './product-rail'
import type { ProductSectionProps } from './section-props'

export function NewArrivalsSection({ products, view, railSize }: ProductSectionProps) {
  return (
    <ProductRail
      id="new-arrivals"
      title="New arrivals"
      text="The latest loops from our studio, ready at any sign size."
      products={newArrivals(products, railSize)}
      view={view}
      link={{ to: '/shop', label: 'See every clip' }}
    />
  )
}
