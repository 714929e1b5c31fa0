import type { Order } from '@marquee/core'
import type { Letter, LetterDetail } from '../mail/letters.ts'

/** What both sides of a customised order read: the clip, the sign, the instructions. */
function details(order: Order): LetterDetail[] {
  return [
    { label: 'Clip', value: order.product_title },
    { label: 'Sign size', value: `${order.width ?? '?'} × ${order.height ?? '?'} px` },
    { label: 'File type', value: order.filetype ?? 'mp4' },
    { label: 'Rush order', value: order.is_rush_order ? 'Yes' : 'No' },
    { label: 'Instructions', value: order.customization_requests },
  ]
}

/** The customer's confirmation and the shop's work notice for one customised order. */
export function customOrderLetters(order: Order, shopEmail: string): Letter[] {
  const reference = `#${order.id}`
  return [
    {
      to: order.user_email,
      subject: `Your customised order ${reference} is submitted`,
      template: 'order-submitted',
      reference,
      details: details(order),
    },
    {
      to: shopEmail,
      subject: `New customised order ${reference}${order.is_rush_order ? ' (RUSH)' : ''}`,
      template: 'custom-order-received',
      reference,
      details: [{ label: 'Customer', value: order.user_email }, ...details(order)],
    },
  ]
}
