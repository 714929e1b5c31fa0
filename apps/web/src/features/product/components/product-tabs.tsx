import type { Product } from '@marquee/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { Tabs } from '@/components/ui/tabs'
import { useOwnReview } from '../api/own-review'
import { ProductDescription } from './product-description'
import { ReviewList } from './review-list'
import { REVIEWS_HASH } from './reviews-hash'

const tabClass =
  'rounded-full px-5 py-2.5 text-sm font-bold text-zinc-600 transition-colors hover:text-zinc-950 aria-selected:bg-zinc-950 aria-selected:text-amber-300'

// The review form checks what is typed with the shared zod rules: they load when the Reviews
// tab opens, not with the product page (building zod's schemas took 75 ms of a 4x-slowed phone).
const ReviewForm = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
)

type ProductTab = 'description' | 'reviews'

export function ProductTabs({ product }: { product: Product }) {
  const { hash } = useLocation()
  const [tab, setTab] = useState<ProductTab>(hash === REVIEWS_HASH ? 'reviews' : 'description')
  const { data: ownReview } = useOwnReview(product.id)
  useEffect(() => {
    if (hash === REVIEWS_HASH) setTab('reviews')
  }, [hash])
  return (
    <Tabs
      label="Product information"
      value={tab}
      onValueChange={setTab}
      listClassName="mb-8 flex flex-wrap gap-2 border-b border-zinc-200 pb-4"
      tabClassName={tabClass}
      tabs={[
        {
          value: 'description',
          label: 'Description',
          panel: <ProductDescription product={product} />,
        },
        {
          value: 'reviews',
          label: `Reviews (${product.reviews.length})`,
          panelClassName: 'grid gap-10 lg:grid-cols-2',
          panel: (
            <>
              <ReviewList reviews={product.reviews} ownReview={ownReview} />
              <Suspense fallback={<Spinner label="Loading the review form" />}>
                <ReviewForm productId={product.id} ownReview={ownReview} />
              </Suspense>
            </>
          ),
        },
      ]}
    />
  )
}
