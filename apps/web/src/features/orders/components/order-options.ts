import type { Order } from '@marquee/core'

/** 'mp4 · 1920×1080 · 16:9 · customised · rush', the options an order was bought with. */
export function orderOptions(order: Order): string {
  const parts = [
    order.filetype,
    order.width && order.height ? `${order.width}×${order.height}` : null,
    order.aspect_ratio || null,
    order.customization_requests ? 'customised' : null,
    order.is_rush_order ? 'rush' : null,
    order.quantity > 1 ? `× ${order.quantity}` : null,
  ]
  return parts.filter(Boolean).join(' · ')
}
