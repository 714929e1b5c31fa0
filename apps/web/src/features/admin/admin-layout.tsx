import { isStaffRole } from '@marquee/core'
import { LogOut, Menu, Store, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { RequireAuth, signOut, useMe } from '@/features/auth'
import { cn } from '@/lib/cn'
import { AdminNav } from './components/admin-nav'
import { NotAllowed } from './components/not-allowed'

/**
 * /admin and everything under it: signed-out visitors go to sign in and come back; a
 * customer sees "Not allowed"; an admin gets the side navigation and the section's page.
 * The server checks the role again on every call, so this is a courtesy, not the lock.
 */
export function AdminLayout() {
  return (
    <RequireAuth>
      <AdminGate />
    </RequireAuth>
  )
}

function AdminGate() {
  const me = useMe()
  if (me.isPending) {
    return (
      <main id="main-content" className="min-h-dvh bg-zinc-50">
        <Spinner label="Opening the back office" />
      </main>
    )
  }
  if (me.isError) {
    return (
      <main id="main-content" className="min-h-dvh bg-zinc-50 p-8">
        <p role="alert" className="rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-300">
          We could not check your account: {me.error.message}
        </p>
      </main>
    )
  }
  if (!isStaffRole(me.data.role)) return <NotAllowed email={me.data.email} />
  return <AdminFrame email={me.data.email} />
}

function AdminFrame({ email }: { email: string }) {
  const [navOpen, setNavOpen] = useState(false)
  const navId = useId()
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setNavOpen(false), [key])

  return (
    <div className="min-h-dvh bg-zinc-50 lg:flex">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-amber-400 focus:px-4 focus:py-2 focus:font-semibold focus:text-zinc-950"
      >
        Skip to content
      </a>
      <header className="bg-zinc-950 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col">
        <div className="flex h-16 items-center justify-between gap-3 px-4">
          <Link to="/admin" className="flex items-baseline gap-2 font-extrabold tracking-tight">
            <span className="text-lg">Marquee</span>
            <span className="text-xs font-semibold uppercase tracking-widest text-amber-400">
              Back office
            </span>
          </Link>
          <button
            type="button"
            aria-expanded={navOpen}
            aria-controls={navId}
            onClick={() => setNavOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 lg:hidden"
          >
            {navOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">Back office menu</span>
          </button>
        </div>
        <div
          id={navId}
          className={cn('flex-1 flex-col px-3 pb-4', navOpen ? 'flex' : 'hidden', 'lg:flex')}
        >
          <AdminNav className="flex-1" />
          <div className="mt-6 flex flex-col gap-1 border-t border-white/10 pt-4 text-sm">
            <p className="truncate px-3 pb-1 text-xs text-zinc-400" title={email}>
              {email}
            </p>
            <Link
              to="/home/home-style-4"
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-zinc-300 hover:bg-white/10 hover:text-white"
            >
              <Store aria-hidden="true" className="size-4" />
              View the shop
            </Link>
            <button
              type="button"
              onClick={() => void signOut()}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-left text-zinc-300 hover:bg-white/10 hover:text-white"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main-content" className="min-w-0 flex-1 px-4 py-6 sm:px-8 lg:py-10">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  )
}
