import { Search, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type RefObject, useEffect, useState } from 'react'
import { Container } from '@/components/ui/container'
import { usePickSuggestion } from '../hooks/use-pick-suggestion'
import { useSubmitSearch } from '../hooks/use-submit-search'
import { useSuggestionCombobox } from '../hooks/use-suggestion-combobox'
import { ProductTypeChips } from './product-type-chips'
import { SUGGESTION_LIST_ID, SuggestionList, suggestionId } from './suggestion-list'

interface SearchFormProps {
  /** Set by the form: hides the suggestions on Escape, true if there were some to hide. */
  escapeRef?: RefObject<() => boolean>
}

export function SearchForm({ escapeRef }: SearchFormProps) {
  const [text, setText] = useState('')
  const [productType, setProductType] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submitSearch = useSubmitSearch()
  const pickSuggestion = usePickSuggestion()
  const combobox = useSuggestionCombobox(text, pickSuggestion)
  const { suggestions, activeIndex, active } = combobox
  useEffect(() => {
    if (escapeRef) escapeRef.current = combobox.dismiss
  })

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
              combobox.onTextChange()
            }}
            onKeyDown={combobox.onKeyDown}
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
