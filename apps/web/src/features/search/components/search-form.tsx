import { Search, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type KeyboardEvent, useState } from 'react'
import { Container } from '@/components/ui/container'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useSuggestions } from '../api/get-suggestions'
import { usePickSuggestion } from '../hooks/use-pick-suggestion'
import { useSubmitSearch } from '../hooks/use-submit-search'
import { ProductTypeChips } from './product-type-chips'
import { SUGGESTION_LIST_ID, SuggestionList, suggestionId } from './suggestion-list'

const SUGGEST_DELAY_MS = 200

/** Moves through -1 (the input itself) and the suggestions, wrapping at both ends. */
const cycle = (index: number, step: number, count: number) =>
  ((index + 1 + step + count + 1) % (count + 1)) - 1

export function SearchForm() {
  const [text, setText] = useState('')
  const [productType, setProductType] = useState<string | null>(null)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [busy, setBusy] = useState(false)
  const submitSearch = useSubmitSearch()
  const pickSuggestion = usePickSuggestion()
  const typed = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS)
  const { data: fetched = [] } = useSuggestions(typed)
  const suggestions = text.trim() ? fetched : []
  const active = suggestions[activeIndex]

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((index) => cycle(index, step, suggestions.length))
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      pickSuggestion(active)
    }
  }

  return (
    <Container className="max-w-3xl">
      <div className="mb-6 flex items-center justify-between">
        <Dialog.Title className="text-2xl font-extrabold">Search the store</Dialog.Title>
        <Dialog.Close
          aria-label="Close search"
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        Type words from a clip's title or pick a product type, then press Enter.
      </Dialog.Description>
      <form
        onSubmit={async (event) => {
          event.preventDefault()
          setBusy(true)
          await submitSearch({ text, productType })
          setBusy(false)
        }}
        className="flex flex-col gap-4"
      >
        <ProductTypeChips selected={productType} onChange={setProductType} />
        <div className="relative">
          <label htmlFor="search-text" className="sr-only">
            Search clips
          </label>
          <input
            id="search-text"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={suggestions.length > 0}
            aria-controls={SUGGESTION_LIST_ID}
            aria-activedescendant={active ? suggestionId(activeIndex) : undefined}
            placeholder="Search for Artifacts..."
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setActiveIndex(-1)
            }}
            onKeyDown={onKeyDown}
            className="h-14 w-full rounded-full border border-white/20 bg-white/10 pr-16 pl-6 text-lg text-white placeholder:text-zinc-400 focus:border-amber-400 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
          <button
            type="submit"
            aria-label="Search"
            disabled={busy}
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full bg-amber-400 text-zinc-950 hover:bg-amber-300"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          {suggestions.length > 0 && (
            <div className="absolute inset-x-0 top-full z-10">
              <SuggestionList
                suggestions={suggestions}
                activeIndex={activeIndex}
                onPick={pickSuggestion}
              />
            </div>
          )}
        </div>
      </form>
    </Container>
  )
}
