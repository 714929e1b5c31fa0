import { type CustomOrderProgress, calendarDate, type Me } from '@marquee/core'
import { PurchasedDownloadForm } from './purchased-download-form'

const dueFormat = (date: Date) => calendarDate(date, 'medium')

const WHERE = {
  waiting: 'Paid and in the studio’s queue.',
  in_production: 'The studio is making your version.',
} as const

/**
 * A paid custom order of a clip: in production with its due date, and nothing to download,
 * until the studio delivers; then its own version, converted at any size like a purchase.
 */
export function CustomOrderStatus({
  productId,
  order,
  sign,
}: {
  productId: number
  order: CustomOrderProgress
  sign: Me['metadata'] | undefined
}) {
  const label = `Custom order #${order.orderId}${order.rush ? ' · rush' : ''}`
  if (order.progress === 'delivered') {
    return (
      <section aria-label={label} className="flex flex-col gap-2 rounded-xl bg-emerald-50 p-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-800">
          <span className="whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            Delivered
          </span>
          {label}: your customised version is ready.
        </p>
        <PurchasedDownloadForm productId={productId} customOrderId={order.orderId} sign={sign} />
      </section>
    )
  }
  return (
    <section aria-label={label} className="rounded-xl bg-amber-50 p-3 text-sm text-zinc-800">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          In production, due {dueFormat(new Date(order.dueAt))}
        </span>
        {label}
      </p>
      <p className="mt-1 text-xs text-zinc-600">
        {WHERE[order.progress]} It can be downloaded here once the studio delivers it; we will email
        you then.
      </p>
    </section>
  )
}
