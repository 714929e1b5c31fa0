import type { CreateOrderRequest, Order, SendEmailRequest } from '@marquee/core'
import { withToken } from '@/features/auth'

/** docs/requirements.md §7 POST /orders on the plan path: status pending, paymentstatus subscription. */
export const submitOrder = (order: CreateOrderRequest) =>
  withToken<Order>('/orders', { method: 'POST', body: order })

/** docs/requirements.md §7 POST /send-email: the server writes and addresses the mail from the order. */
export const sendOrderEmail = (request: SendEmailRequest) =>
  withToken<{ sent: number }>('/send-email', { method: 'POST', body: request })
