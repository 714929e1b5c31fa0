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
  onClose,
  focusWhenCancelled,
}: {
  order: AdminOrder | null
  onClose(): void
  /** Where focus goes once the order is cancelled: the button that opened the dialog is gone. */
  focusWhenCancelled(id: number): HTMLElement | null
}) {
  const { move } = useCustomOrderActions()
  const cancelled = useRef<number | null>(null)
  const close = () => {
    move.reset()
    onClose()
  }
  return (
    <ReasonDialog
      open={order !== null}
      title={`Cancel order #${order?.id}?`}
      description={
        order &&
        `${givenBack(order)} and ${order.user_email} is emailed your reason. This cannot be undone.`
      }
      reasonLabel="Reason for cancelling"
      confirmLabel="Cancel order"
      busyLabel="Cancelling…"
      keepLabel="Keep order"
      busy={move.isPending}
      serverError={move.error?.message}
      onClose={close}
      returnFocus={() => {
        const id = cancelled.current
        cancelled.current = null
        return id === null ? null : focusWhenCancelled(id)
      }}
      onConfirm={(reason) => {
        if (!order) return
        move.mutate(
          { id: order.id, status: 'cancelled', reason },
          {
            onSuccess: () => {
              cancelled.current = order.id
              notify('success', `Order #${order.id} is cancelled.`)
              close()
            },
          },
        )
      }}
    />
  )
}
