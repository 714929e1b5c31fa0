import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/button-styles'

/**
 * Asks before something that cannot be taken back (a template removed, a post deleted): the
 * page behind stays as it was until the red button is pressed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  /** What happens, in a sentence or two. */
  children: ReactNode
  confirmLabel: string
  keepLabel: string
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-extrabold text-zinc-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-zinc-700">
            {children}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>
              {keepLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={buttonClass('dark', 'md', 'bg-rose-700 hover:bg-rose-600')}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
