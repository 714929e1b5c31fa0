import type { Suggestion } from '@marquee/core'
import { type KeyboardEvent, useState } from 'react'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useSuggestions } from '../api/get-suggestions'

const SUGGEST_DELAY_MS = 200
/** One letter matches too much of the catalogue to help; suggestions start at two. */
export const MIN_SUGGEST_CHARS = 2

/** Moves through -1 (the input itself) and the suggestions, wrapping at both ends. */
const cycle = (index: number, step: number, count: number) =>
  ((index + 1 + step + count + 1) % (count + 1)) - 1

/**
 * The state of the search box as an ARIA combobox: which suggestions show, which one is
 * active, and the keys that move through them (arrows), pick one (Enter) or hide them
 * (Escape, which then no longer closes the overlay).
 */
export function useSuggestionCombobox(text: string, pick: (suggestion: Suggestion) => void) {
  const [activeIndex, setActiveIndex] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const typed = text.trim()
  const asked = useDebouncedValue(typed.length >= MIN_SUGGEST_CHARS ? typed : '', SUGGEST_DELAY_MS)
  const { data: fetched = [] } = useSuggestions(asked)
  const suggestions = typed.length >= MIN_SUGGEST_CHARS && !dismissed ? fetched : []
  const active = suggestions[activeIndex]

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((index) => cycle(index, step, suggestions.length))
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      pick(active)
    }
  }

  return {
    suggestions,
    activeIndex,
    active,
    onKeyDown,
    /** New text: suggestions show again, none active. */
    onTextChange: () => {
      setActiveIndex(-1)
      setDismissed(false)
    },
    /** Escape: hides the suggestions if they show; false when there were none to hide. */
    dismiss: () => {
      if (suggestions.length === 0) return false
      setDismissed(true)
      setActiveIndex(-1)
      return true
    },
  }
}
