import type { Product } from '@marquee/core'
import { Tabs } from 'radix-ui'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useOwnReview } from '../api/own-review'
import { ProductDescription } from './product-description'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'

const triggerClass =
  'rounded-full px-5 py-2.5 text-sm font-bold text-zinc-600 transition-colors hover:text-zinc-950 data-[state=active]:bg-zinc-950 data-[state=active]:text-amber-300'

/** The rating link above points at #reviews, which opens the Reviews tab. */
const REVIEWS_HASH = '#reviews'

export function ProductTabs({ product }: { product: Product }) {
  const { hash } = useLocation()
  const [tab, setTab] = useState(hash === REVIEWS_HASH ? 'reviews' : 'description')
  const { data: ownReview } = useOwnReview(product.id)
  useEffect(() => {
    if (hash === REVIEWS_HASH) setTab('reviews')
  }, [hash])
  return (
    <Tabs.Root id="reviews" value={tab} onValueChange={setTab} className="scroll-mt-32">
      <Tabs.List
        aria-label="Product information"
        className="mb-8 flex flex-wrap gap-2 border-b border-zinc-200 pb-4"
      >
        <Tabs.Trigger value="description" className={triggerClass}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClass}>
          Reviews ({product.reviews.length})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description">
        <ProductDescription product={product} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className="grid gap-10 lg:grid-cols-2">
        <ReviewList reviews={product.reviews} ownReview={ownReview} />
        <ReviewForm productId={product.id} ownReview={ownReview} />
      </Tabs.Content>
    </Tabs.Root>
  )
}
