import { isStaffRole } from '@marquee/core'
import { User } from 'lucide-react'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { signInHref, signOut, useMe, useSessionStore } from '@/features/auth'
import { useDisclosure } from '@/hooks/use-disclosure'

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-zinc-800 hover:bg-amber-100 focus-visible:bg-amber-100'

/**
 * docs/requirements.md §2: Login when signed out; Account and Logout when signed in; always Wishlist and
 * Cart. A disclosure of links rather than an ARIA menu: it needs no roving focus and keeps
 * the home page's JavaScript small.
 */
export function AccountMenu() {
  const { open, setOpen, rootRef } = useDisclosure()
  const menuId = useId()
  const user = useSessionStore((state) => state.user)
  const location = useLocation()
  // The role comes from /api/me; the back office checks it again on the server.
  const isAdmin = isStaffRole(useMe().data?.role)

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
        {user && <span className="sr-only">, signed in as {user.name}</span>}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-48 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-xl"
      >
        {user && (
          <p className="truncate px-3 pt-1.5 pb-2 text-xs text-zinc-600" title={user.email}>
            {user.email}
          </p>
        )}
        <ul>
          {user ? (
            <>
              <li>
                <Link to="/pages/account" className={itemClass}>
                  Account
                </Link>
              </li>
              {isAdmin && (
                <li>
                  <Link to="/admin" className={itemClass}>
                    Admin
                  </Link>
                </li>
              )}
              <li>
                <button type="button" onClick={() => void signOut()} className={itemClass}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <li>
              <Link to={signInHref(location)} className={itemClass}>
                Login
              </Link>
            </li>
          )}
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
