import { notify } from '@/lib/notify'
import { useDeskActions } from '../api/desk'
import { ReasonDialog } from './reason-dialog'

export interface RefundTarget {
  id: number
  title: string
  email: string
  total: number
}

/**
 * Asks why before refunding: the reason is required and goes to the customer in the
 * refund mail. The server's answer (a provider refusal, say) stays in the dialog.
 */
export function RefundDialog({ order, onClose }: { order: RefundTarget | null; onClose(): void }) {
  const { refund } = useDeskActions()
  const close = () => {
    refund.reset()
    onClose()
  }
  return (
    <ReasonDialog
      open={order !== null}
      title={`Refund order #${order?.id}?`}
      description={`$${order?.total.toFixed(2)} for “${order?.title}” goes back to ${order?.email}'s card, the clip leaves their downloads and they are emailed your reason.`}
      reasonLabel="Reason for the refund"
      confirmLabel={`Refund $${order?.total.toFixed(2)}`}
      busyLabel="Refunding…"
      keepLabel="Keep the order"
      busy={refund.isPending}
      serverError={refund.error?.message}
      onClose={close}
      onConfirm={(reason) => {
        if (!order) return
        refund.mutate(
          { id: order.id, reason },
          {
            onSuccess: () => {
              notify('success', `Order #${order.id} is refunded.`)
              close()
            },
          },
        )
      }}
    />
  )
}
