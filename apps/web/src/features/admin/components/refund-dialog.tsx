import { Dialog } from 'radix-ui'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useDeskActions } from '../api/desk'

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
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()

  const close = () => {
    setReason('')
    setError(undefined)
    refund.reset()
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!order) return
    const said = reason.trim()
    if (said.length < 3) {
      setError('Say why (3 characters or more): the customer reads it.')
      return
    }
    setError(undefined)
    refund.mutate(
      { id: order.id, reason: said },
      {
        onSuccess: () => {
          notify('success', `Order #${order.id} is refunded.`)
          close()
        },
      },
    )
  }

  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {order && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
            <Dialog.Title className="text-xl font-extrabold text-zinc-900">
              Refund order #{order.id}?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-zinc-600">
              ${order.total.toFixed(2)} for “{order.title}” goes back to {order.email}'s card, the
              clip leaves their downloads and they are emailed your reason.
            </Dialog.Description>
            <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
              <FormField
                label="Reason for the refund"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value)
                  setError(undefined)
                }}
                error={error}
                maxLength={500}
                required
                autoComplete="off"
              />
              {refund.isError && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                  {refund.error.message}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close className={buttonClass('outline', 'md')}>Keep the order</Dialog.Close>
                <BusyButton
                  type="submit"
                  variant="dark"
                  busy={refund.isPending}
                  busyLabel="Refunding…"
                >
                  Refund ${order.total.toFixed(2)}
                </BusyButton>
              </div>
            </form>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}
