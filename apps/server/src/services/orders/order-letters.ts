import { formatPrice, toDollars } from '@marquee/core'
import type { Letter, LetterDetail, OrderLetterLine } from '../mail/letters.ts'
import type { TitledOrder } from './titled-orders.ts'

/** What both sides of a customised order read: the clip, the sign, the instructions. */
function details({ order, title }: TitledOrder): LetterDetail[] {
  return [
    { label: 'Clip', value: title },
    { label: 'Sign size', value: `${order.width ?? '?'} × ${order.height ?? '?'} px` },
    { label: 'File type', value: order.filetype ?? 'mp4' },
    { label: 'Rush order', value: order.isRushOrder ? 'Yes' : 'No' },
    { label: 'Instructions', value: order.customizationRequests },
  ]
}

/** The customer's confirmation and the shop's work notice for one customised order. */
export function customOrderLetters(line: TitledOrder, shopEmail: string): Letter[] {
  const { order } = line
  const reference = `#${order.id}`
  return [
    {
      to: order.userEmail,
      subject: `Your customised order ${reference} is submitted`,
      template: 'order-submitted',
      reference,
      details: details(line),
    },
    {
      to: shopEmail,
      subject: `New customised order ${reference}${order.isRushOrder ? ' (RUSH)' : ''}`,
      template: 'custom-order-received',
      reference,
      details: [{ label: 'Customer', value: order.userEmail }, ...details(line)],
    },
  ]
}

/** One line of a cart checkout as a letter lists it (the confirmation, the reminder). */
export const letterLine = ({ order, title }: TitledOrder): OrderLetterLine => ({
  title,
  quantity: order.quantity,
  filetype: order.filetype ?? 'mp4',
  options: [
    order.width && order.height ? `${order.width}×${order.height}` : '',
    order.aspectRatio ?? '',
    order.isRushOrder ? 'rush' : '',
    order.customizationRequests ? `customisation: ${order.customizationRequests}` : '',
  ].filter(Boolean),
  amount: formatPrice(toDollars(order.totalCents)),
})
