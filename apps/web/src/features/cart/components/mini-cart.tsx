import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useDisclosure } from '@/hooks/use-disclosure'
import { useCartCount } from '../stores/cart-store'

// The lines and their server prices load when the mini cart first opens on a filled cart.
const MiniCartLines = lazy(() =>
  import('./mini-cart-lines').then((module) => ({ default: module.MiniCartLines })),
)

/** docs/requirements.md §2: the header's cart button with its count, opening the mini cart. */
export function MiniCart() {
  const { open, setOpen, rootRef } = useDisclosure()
  const count = useCartCount()
  const panelId = useId()
  const headingId = useId()
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-zinc-950"
        >
          {count}
        </span>
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          data-testid="mini-cart"
          className="fixed inset-x-3 top-16 z-50 flex flex-col gap-3 rounded-2xl bg-white p-4 text-zinc-900 shadow-2xl ring-1 ring-zinc-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <h2 id={headingId} className="text-base font-bold">
            Shopping cart
          </h2>
          {count === 0 ? (
            <p className="py-6 text-center text-sm text-zinc-600">Your cart is empty</p>
          ) : (
            <Suspense fallback={<Spinner label="Loading your cart" />}>
              <MiniCartLines />
            </Suspense>
          )}
        </section>
      )}
    </div>
  )
}
