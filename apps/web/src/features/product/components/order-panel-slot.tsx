import type { Product } from '@marquee/core'
import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'

// The form brings react-hook-form and the shared zod rules: they load with the product, not
// with the first page's JavaScript.
const OrderPanel = lazy(() =>
  import('./order/order-panel').then((module) => ({ default: module.OrderPanel })),
)

/** Where the order panel mounts; keeps its place while its code arrives. */
export function OrderPanelSlot({ product }: { product: Product }) {
  return (
    <Suspense
      fallback={
        <div className="min-h-[52rem] rounded-2xl bg-white ring-1 ring-zinc-200">
          <Spinner label="Loading the order form" />
        </div>
      }
    >
      <OrderPanel product={product} />
    </Suspense>
  )
}
