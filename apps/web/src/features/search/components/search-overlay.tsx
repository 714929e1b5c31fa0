import { Dialog } from 'radix-ui'
import { useRef } from 'react'
import { useUiStore } from '@/stores/ui-store'
import { SearchForm } from './search-form'

export function SearchOverlay() {
  const open = useUiStore((state) => state.searchOpen)
  const setOpen = useUiStore((state) => state.setSearchOpen)
  // Escape first hides the suggestions; only with none showing does it close the overlay.
  const hideSuggestions = useRef(() => false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            if (hideSuggestions.current()) event.preventDefault()
          }}
          className="fixed inset-x-0 top-0 z-50 bg-zinc-950 py-8 text-white shadow-2xl sm:py-12"
        >
          <SearchForm escapeRef={hideSuggestions} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
