import {
  type CreateOrderRequest,
  ORDER_EMAIL_FAILED_MESSAGE,
  ORDER_SUBMIT_FAILED_MESSAGE,
  ORDER_SUBMITTED_MESSAGE,
} from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/lib/notify'
import { sendOrderEmail, submitOrder } from '../api/submit-order'

const HOME = '/home/home-style-4'

/**
 * docs/requirements.md §4 Submit Order: create the order (the server spends the plan's credits), then ask for
 * the confirmation mail, then the success message and home. An order that exists is never
 * reported as failed: a mail that could not be sent has its own message.
 */
export function useSubmitOrder() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)

  const submit = async (order: CreateOrderRequest, customer: { email: string; name: string }) => {
    if (submitting) return
    setSubmitting(true)
    try {
      const created = await submitOrder(order).catch(() => null)
      if (!created) {
        notify('error', ORDER_SUBMIT_FAILED_MESSAGE)
        return
      }
      const mailed = await sendOrderEmail({
        to: customer.email,
        subject: 'Order Confirmation',
        template: 'order-submitted',
        variables: { order_id: created.id, name: customer.name },
      }).then(
        () => true,
        () => false,
      )
      notify(
        mailed ? 'success' : 'error',
        mailed ? ORDER_SUBMITTED_MESSAGE : ORDER_EMAIL_FAILED_MESSAGE,
      )
      await queryClient.invalidateQueries({ queryKey: ['me'] })
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      navigate(HOME)
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, submit }
}
