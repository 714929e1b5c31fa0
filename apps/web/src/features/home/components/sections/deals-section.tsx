import { deals } from '../../lib/select-sections'
import { ProductRail } from './product-rail'
import type { ProductSectionProps } from './section-props'

export function DealsSection({ products, view, railSize }: ProductSectionProps) {
  return (
    <ProductRail
      id="deals"
      title="Deals"
      text="Marked-down clips, the biggest savings first."
      products={deals(products, railSize)}
      view={view}
      link={{ to: '/shop?sortBy=sale', label: 'All deals' }}
    />
  )
}
