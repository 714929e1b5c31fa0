import type { Order } from '@marquee/core'
import { cn } from '@/lib/cn'

type Tone = 'green' | 'amber' | 'red' | 'zinc' | 'blue'

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-rose-100 text-rose-900',
  zinc: 'bg-zinc-200 text-zinc-800',
  blue: 'bg-sky-100 text-sky-900',
}

const orderLabels: Record<Order['status'], [string, Tone]> = {
  pending: ['Pending', 'amber'],
  subscription: ['Download', 'blue'],
  in_production: ['In production', 'blue'],
  delivered: ['Delivered', 'green'],
  cancelled: ['Cancelled', 'zinc'],
  refunded: ['Refunded', 'zinc'],
  expired: ['Expired', 'zinc'],
}

const paymentLabels: Record<Order['payment_status'], [string, Tone]> = {
  unpaid: ['Unpaid', 'amber'],
  paid: ['Paid', 'green'],
  failed: ['Payment failed', 'red'],
  refunded: ['Refunded', 'zinc'],
  subscription: ['Plan credit', 'blue'],
}

function Badge({ label, tone, title }: { label: string; tone: Tone; title: string }) {
  return (
    <span
      title={title}
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      <span className="sr-only">{title}: </span>
      {label}
    </span>
  )
}

/** A paid order whose file is made on request: everything but work the studio does by hand. */
export const isReadyAtOnce = (
  order: Pick<Order, 'status' | 'payment_status' | 'customization_requests'>,
) => order.status === 'pending' && order.payment_status === 'paid' && !order.customization_requests

/** The order's progress and its payment, kept apart as the server keeps them. */
export function OrderStatusBadges({
  order,
}: {
  order: Pick<Order, 'status' | 'payment_status' | 'checkout_session_id' | 'customization_requests'>
}) {
  // A paid order still 'pending' is ready to download (a clip as it is, or personalised), or
  // waiting for the studio (customised by hand); say which rather than 'Pending'.
  const [orderLabel, orderTone] =
    order.status === 'pending' && order.payment_status === 'paid'
      ? isReadyAtOnce(order)
        ? (['Ready to download', 'green'] as const)
        : (['In the studio queue', 'blue'] as const)
      : orderLabels[order.status]
  // The server lists an unpaid checkout only while it is open: the customer is paying it now.
  const [paymentLabel, paymentTone] =
    order.payment_status === 'unpaid' && order.checkout_session_id
      ? (['Awaiting payment', 'amber'] as const)
      : paymentLabels[order.payment_status]
  // A refunded order says so once: its payment was refunded with it.
  const sameWord = orderLabel === paymentLabel
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge
        label={orderLabel}
        tone={orderTone}
        title={sameWord ? 'Order status and payment' : 'Order status'}
      />
      {sameWord ? null : <Badge label={paymentLabel} tone={paymentTone} title="Payment" />}
    </span>
  )
}
