import { type ComponentType, lazy } from 'react'
import type { SectionKey } from './home-variants'
import { AllClipsSection } from './sections/all-clips-section'
import { CategoryRailsSection } from './sections/category-rails-section'
import { CategoryTilesSection } from './sections/category-tiles-section'
import { DealsSection } from './sections/deals-section'
import { NewArrivalsSection } from './sections/new-arrivals-section'
import type { ProductSectionProps } from './sections/section-props'
import { TopRatedSection } from './sections/top-rated-section'
import { TrendingSection } from './sections/trending-section'

// Sections that sit low on every layout load on demand, keeping them out of the home's first JS.
const PlansTeaserSection = lazy(() =>
  import('./sections/plans-teaser-section').then((m) => ({ default: m.PlansTeaserSection })),
)
const ReviewsSection = lazy(() =>
  import('./sections/reviews-section').then((m) => ({ default: m.ReviewsSection })),
)
const BlogSection = lazy(() =>
  import('./sections/blog-section').then((m) => ({ default: m.BlogSection })),
)
const HowItWorks = lazy(() =>
  import('./sections/how-it-works').then((m) => ({ default: m.HowItWorks })),
)

export const HOME_SECTIONS: Record<SectionKey, ComponentType<ProductSectionProps>> = {
  categories: CategoryTilesSection,
  'all-clips': AllClipsSection,
  'category-rails': CategoryRailsSection,
  'top-rated': TopRatedSection,
  'new-arrivals': NewArrivalsSection,
  trending: TrendingSection,
  deals: DealsSection,
  plans: PlansTeaserSection,
  reviews: ReviewsSection,
  blog: BlogSection,
  'how-it-works': HowItWorks,
}
