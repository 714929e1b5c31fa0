import type { PersonalizationTemplate, Product } from '@marquee/core'
import { lazy } from 'react'
import { AfterPaint } from '@/components/after-paint'
import { Spinner } from '@/components/ui/spinner'

// The form brings react-hook-form and the order's own rules: they load with the product, not
// with the first page's JavaScript.
const OrderPanel = lazy(() =>
  import('./order/order-panel').then((module) => ({ default: module.OrderPanel })),
)

/**
 * Where the order panel mounts; keeps its place while its code arrives. The code is asked for
 * once the clip's poster has painted: requested in the same render, its chunks shared the
 * phone's bandwidth with the poster and held up the page's largest paint.
 */
export function OrderPanelSlot({
  product,
  personalization,
}: {
  product: Product
  personalization: PersonalizationTemplate | null
}) {
  const placeholder = (
    <div className="min-h-[52rem] rounded-2xl bg-white ring-1 ring-zinc-200">
      <Spinner label="Loading the order form" />
    </div>
  )
  return (
    <AfterPaint placeholder={placeholder}>
      <OrderPanel product={product} personalization={personalization} />
    </AfterPaint>
  )
}
