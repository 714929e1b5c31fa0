import type { Product } from '@marquee/core'
import { lazy, Suspense } from 'react'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { ProductSummary } from './product-summary'
import { RelatedProducts } from './related-products'
import { SignFramePlayer } from './sign-frame-player'

// The tabs widget loads beside the product's data rather than with the home page's JavaScript.
const ProductTabs = lazy(() =>
  import('./product-tabs').then((module) => ({ default: module.ProductTabs })),
)

export function ProductView({ product }: { product: Product }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="lg:sticky lg:top-28">
          <SignFramePlayer product={product} />
        </div>
        <ProductSummary product={product} />
      </div>
      <div className="mt-16 rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-8">
        <Suspense fallback={<Spinner label="Loading the description" />}>
          <ProductTabs product={product} />
        </Suspense>
      </div>
      <RelatedProducts product={product} />
    </Container>
  )
}
