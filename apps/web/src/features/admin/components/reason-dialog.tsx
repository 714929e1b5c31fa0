import { Dialog } from 'radix-ui'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'

export interface ReasonDialogProps {
  open: boolean
  title: string
  /** What confirming does, in the customer's terms. */
  description: ReactNode
  reasonLabel: string
  confirmLabel: string
  busyLabel: string
  keepLabel: string
  busy: boolean
  /** The server's refusal, kept in the dialog so staff can act on it. */
  serverError?: string
  onConfirm(reason: string): void
  onClose(): void
  /** Where focus goes on closing, when not back to what opened the dialog (gone, say). */
  returnFocus?(): HTMLElement | null
}

/**
 * A destructive staff action confirmed with a reason (refund, cancel): nothing is sent before
 * confirming, the reason is required and mailed to the customer.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  // Opened from state, not a Dialog.Trigger: Radix would have nothing to give focus back to.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (props.open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement
    }
  }, [props.open])
  const giveFocusBack = (event: Event) => {
    event.preventDefault()
    const back = props.returnFocus?.() ?? opener.current
    if (back?.isConnected) back.focus()
  }

  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {props.open && (
          <Dialog.Content
            onCloseAutoFocus={giveFocusBack}
            className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
          >
            <Dialog.Title className="text-xl font-extrabold text-zinc-900">
              {props.title}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-zinc-600">
              {props.description}
            </Dialog.Description>
            <ReasonForm {...props} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Mounted while the dialog is open, so each opening starts with an empty reason. */
function ReasonForm(props: ReasonDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } })
  const submit = handleSubmit(({ reason }) => props.onConfirm(reason.trim()))

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <FormField
        label={props.reasonLabel}
        error={errors.reason?.message}
        maxLength={500}
        required
        autoComplete="off"
        {...register('reason', {
          validate: (reason) =>
            reason.trim().length >= 3 || 'Say why (3 characters or more): the customer reads it.',
        })}
      />
      {props.serverError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {props.serverError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonClass('outline', 'md')}>{props.keepLabel}</Dialog.Close>
        <BusyButton type="submit" variant="dark" busy={props.busy} busyLabel={props.busyLabel}>
          {props.confirmLabel}
        </BusyButton>
      </div>
    </form>
  )
}
