import { AlertDialog } from 'radix-ui'
import { buttonClass } from '@/components/ui/button-styles'

/** Asks before a clip is made plain again: customers can then no longer personalise it. */
export function RemoveTemplateDialog({
  open,
  title,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-extrabold text-zinc-900">
            Remove personalisation?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-zinc-700">
            “{title}” becomes a plain clip: its product page stops asking for texts at once. Files
            already made keep their texts.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>
              Keep it
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={buttonClass('dark', 'md', 'bg-rose-700 hover:bg-rose-600')}
            >
              Remove personalisation
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
