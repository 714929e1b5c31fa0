import { Menu } from 'lucide-react'
import { useUiStore } from '@/stores/ui-store'

export function MobileMenuButton() {
  const open = useUiStore((state) => state.mobileMenuOpen)
  const setOpen = useUiStore((state) => state.setMobileMenuOpen)
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  )
}
