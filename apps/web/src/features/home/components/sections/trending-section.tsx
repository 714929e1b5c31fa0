import { trendingClips } from '../../lib/select-sections'
import { ProductRail } from './product-rail'
import type { ProductSectionProps } from './section-props'

export function TrendingSection({ products, view, railSize }: ProductSectionProps) {
  return (
    <ProductRail
      id="trending"
      title="Trending now"
      text="What sign owners are putting on their boards this month."
      products={trendingClips(products, railSize)}
      view={view}
      link={{ to: '/shop', label: 'Browse the shop' }}
    />
  )
}
