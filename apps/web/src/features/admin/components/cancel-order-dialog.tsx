import type { AdminOrder } from '@marquee/core'
import { useRef } from 'react'
import { notify } from '@/lib/notify'
import { useCustomOrderActions } from '../api/custom-orders'
import { ReasonDialog } from './reason-dialog'

/** What cancelling gives back, said before staff confirm. */
function givenBack(order: AdminOrder): string {
  if (order.payment_status === 'paid') {
    return `The customer gets $${order.total_price.toFixed(2)} back on their card, the clip leaves their downloads`
  }
  if (order.payment_status === 'subscription') {
    return '2 credits (1 download, 1 customisation) go back to the plan'
  }
  return 'Nothing was paid, so nothing goes back'
}

/**
 * Cancelling a custom order is the refund's path (docs/decisions/005): confirmed here with a
 * reason the customer is mailed; the server's refusal stays in the dialog.
 */
export function CancelOrderDialog({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: AdminOrder
  open: boolean
  onClose(): void
  /** Focus goes here once the order is cancelled: the button that opened the dialog is gone. */
  onCancelled(): void
}) {
  const { move } = useCustomOrderActions()
  const cancelled = useRef(false)
  const close = () => {
    move.reset()
    onClose()
  }
  return (
    <ReasonDialog
      open={open}
      title={`Cancel order #${order.id}?`}
      description={`${givenBack(order)} and ${order.user_email} is emailed your reason. This cannot be undone.`}
      reasonLabel="Reason for cancelling"
      confirmLabel="Cancel order"
      busyLabel="Cancelling…"
      keepLabel="Keep order"
      busy={move.isPending}
      serverError={move.error?.message}
      onClose={close}
      onCloseAutoFocus={(event) => {
        if (cancelled.current) {
          event.preventDefault()
          onCancelled()
        }
      }}
      onConfirm={(reason) =>
        move.mutate(
          { id: order.id, status: 'cancelled', reason },
          {
            onSuccess: () => {
              cancelled.current = true
              notify('success', `Order #${order.id} is cancelled.`)
              onClose()
            },
          },
        )
      }
    />
  )
}
