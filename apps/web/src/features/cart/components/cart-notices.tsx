import { cn } from '@/lib/cn'
import { dismissCartNotices, useCartNoticesStore } from '../stores/cart-notices-store'

/** What reconciling with the server changed in the cart: repriced or withdrawn clips. */
export function CartNotices({ className }: { className?: string }) {
  const notices = useCartNoticesStore((state) => state.notices)
  return (
    <div role="status">
      {notices.length > 0 && (
        <div
          data-testid="cart-notices"
          className={cn(
            'flex items-start justify-between gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300',
            className,
          )}
        >
          <ul className="flex flex-col gap-1">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={dismissCartNotices}
            className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold hover:bg-amber-100"
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  )
}
