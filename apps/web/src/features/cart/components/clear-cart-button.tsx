import { AlertDialog } from 'radix-ui'
import { buttonClass } from '@/components/ui/button-styles'
import { emptyCart } from '../stores/cart-actions'

/** docs/requirements.md §2 wording, kept exactly. */
const CLEAR_CART_CONFIRM = 'Are you sure deleted your all cart items ?'

/** Empties the cart after the store's own confirmation dialog (not the browser's native one). */
export function ClearCartButton() {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="rounded-full px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50">
        Clear cart
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-extrabold text-zinc-900">
            Clear cart
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-zinc-700">
            {CLEAR_CART_CONFIRM}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={emptyCart}
              className={buttonClass('dark', 'md', 'bg-rose-700 hover:bg-rose-600')}
            >
              Yes, clear it
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
