import { User } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { useDisclosure } from '@/hooks/use-disclosure'

const itemClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-amber-100 focus-visible:bg-amber-100'

/**
 * Signed out for now: Login, plus the Wishlist and Cart links SPEC §2 always shows.
 * A disclosure of links rather than an ARIA menu: it needs no roving focus and keeps the
 * home page's JavaScript small.
 */
export function AccountMenu() {
  const { open, setOpen, rootRef } = useDisclosure()
  const menuId = useId()

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <User aria-hidden="true" className="size-5" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-44 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-xl"
      >
        <ul>
          <li>
            <Link to="/login" className={itemClass}>
              Login
            </Link>
          </li>
          <li className="mt-1 border-t border-zinc-200 pt-1">
            <Link to="/shop/wishlist" className={itemClass}>
              Wishlist
            </Link>
          </li>
          <li>
            <Link to="/shop/cart" className={itemClass}>
              Cart
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
