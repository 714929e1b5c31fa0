import { Search } from 'lucide-react'
import { useUiStore } from '@/stores/ui-store'

export function SearchButton() {
  const setSearchOpen = useUiStore((state) => state.setSearchOpen)
  return (
    <button
      type="button"
      aria-label="Search"
      onClick={() => setSearchOpen(true)}
      className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
    >
      <Search aria-hidden="true" className="size-5" />
    </button>
  )
}
