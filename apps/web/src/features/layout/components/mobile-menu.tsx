import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/cn'
import { useUiStore } from '@/stores/ui-store'
import { inMenuSection, MAIN_MENU } from './nav-links'
import { SubscribeLink } from './subscribe-link'

/** docs/requirements.md §2's mobile side menu: Home, Shop, Blog, Contact. Loaded when first opened. */
export function MobileMenu() {
  const { pathname } = useLocation()
  const open = useUiStore((state) => state.mobileMenuOpen)
  const setOpen = useUiStore((state) => state.setMobileMenuOpen)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-zinc-950 p-6 text-white shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Browse the store</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={inMenuSection(pathname, item) ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10',
                      inMenuSection(pathname, item) ? 'text-amber-400' : 'text-zinc-100',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SubscribeLink className="mt-auto rounded-full bg-amber-400 px-5 py-3 text-center font-semibold text-zinc-950 hover:bg-amber-300" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
