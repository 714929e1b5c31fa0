import type { PersonalizationTemplate, Product } from '@marquee/core'
import { lazy, Suspense, useRef } from 'react'
import { useLocation } from 'react-router'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { LazyLedPreview } from './led/lazy-led-preview'
import { ProductSummary } from './product-summary'
import { RelatedProducts } from './related-products'
import { REVIEWS_HASH } from './reviews-hash'
import { SignFramePlayer } from './sign-frame-player'

// The tabs widget loads beside the product's data rather than with the home page's JavaScript.
const ProductTabs = lazy(() =>
  import('./product-tabs').then((module) => ({ default: module.ProductTabs })),
)

const tabsPlaceholder = <Spinner label="Loading the description" />

export function ProductView({
  product,
  personalization = null,
}: {
  product: Product
  personalization?: PersonalizationTemplate | null
}) {
  // The tabs and the related clips sit below the fold: they render once the player is on
  // screen and the visitor nears them (or follows a link to the reviews), so their code, data
  // and layout cost nothing to a visit that stays at the top.
  const belowFold = useRef<HTMLDivElement>(null)
  const showBelowFold = useNearViewport(belowFold, useLocation().hash === REVIEWS_HASH)
  return (
    <Container className="py-5 sm:py-14">
      {/* On a phone the clip, then its title and price, then the LED preview: the column
          holding the clip and the preview dissolves into the page's one column there. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 sm:gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="contents lg:sticky lg:top-28 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <SignFramePlayer product={product} />
          <div className="max-lg:order-2">
            <LazyLedPreview poster={product.img} />
          </div>
        </div>
        <div className="max-lg:order-1">
          <ProductSummary product={product} personalization={personalization} />
        </div>
      </div>
      <div
        ref={belowFold}
        id="reviews"
        className="mt-16 scroll-mt-32 rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-8"
      >
        {showBelowFold ? (
          <Suspense fallback={tabsPlaceholder}>
            <ProductTabs product={product} />
          </Suspense>
        ) : (
          tabsPlaceholder
        )}
      </div>
      {showBelowFold && <RelatedProducts product={product} />}
    </Container>
  )
}
