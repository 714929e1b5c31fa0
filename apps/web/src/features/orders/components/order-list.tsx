import { calendarDate, formatPrice, type Order } from '@marquee/core'
import type { ReactNode } from 'react'
import { OrderMessages } from './order-messages'
import { orderOptions } from './order-options'
import { OrderStatusBadges } from './order-status-badges'

const dateFormat = (date: Date) => calendarDate(date, 'medium')

/** Orders as rows: clip and options, date, amount, order and payment status. */
export function OrderList({
  orders,
  deliveredActions,
  unpaidActions,
}: {
  orders: Order[]
  deliveredActions?: ((order: Order) => ReactNode) | undefined
  /** What an order of the checkout being paid now offers (the account: back to the cart). */
  unpaidActions?: ((order: Order) => ReactNode) | undefined
}) {
  return (
    <ul className="divide-y divide-zinc-200">
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-row"
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-zinc-900">{order.product_title}</p>
            <p className="text-sm text-zinc-600">{orderOptions(order) || 'Standard clip'}</p>
          </div>
          <p className="text-right font-bold text-zinc-900">{formatPrice(order.total_price)}</p>
          <OrderStatusBadges order={order} />
          <p className="text-right text-sm text-zinc-600">
            <time dateTime={order.created_at}>{dateFormat(new Date(order.created_at))}</time>
          </p>
          {order.payment_status === 'unpaid' && order.checkout_session_id && unpaidActions?.(order)}
          {order.customization_requests && (
            <div className="col-span-2 flex flex-col gap-3">
              <OrderMessages orderId={order.id} />
              {order.status === 'delivered' && deliveredActions?.(order)}
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
