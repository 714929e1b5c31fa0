import { Search } from 'lucide-react'
import { buttonClass } from '@/components/ui/button-styles'
import { useUiStore } from '@/stores/ui-store'

/** The search page with nothing to search for yet (docs/requirements.md §2: it loads only with searchText). */
export function SearchPrompt() {
  const setSearchOpen = useUiStore((state) => state.setSearchOpen)
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-zinc-200">
      <Search aria-hidden="true" className="size-10 text-amber-500" />
      <p className="text-lg font-semibold text-zinc-800">What should your sign say?</p>
      <p className="max-w-md text-zinc-600">
        Search by words from a clip's title, its category or the business it was made for.
      </p>
      <button type="button" onClick={() => setSearchOpen(true)} className={buttonClass('dark')}>
        Search clips
      </button>
    </div>
  )
}
