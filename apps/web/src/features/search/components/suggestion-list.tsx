import type { Suggestion } from '@marquee/core'
import { CirclePlay, Folder } from 'lucide-react'
import { cn } from '@/lib/cn'

export const SUGGESTION_LIST_ID = 'search-suggestions'
export const suggestionId = (index: number) => `search-suggestion-${index}`

interface SuggestionListProps {
  suggestions: Suggestion[]
  activeIndex: number
  onPick: (suggestion: Suggestion) => void
}

export function SuggestionList({ suggestions, activeIndex, onPick }: SuggestionListProps) {
  return (
    <div
      id={SUGGESTION_LIST_ID}
      role="listbox"
      aria-label="Suggestions"
      className="mt-2 overflow-hidden rounded-xl bg-white py-1 text-zinc-900 shadow-xl"
    >
      {suggestions.map((suggestion, index) => {
        const Icon = suggestion.kind === 'product' ? CirclePlay : Folder
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard
          <div
            key={`${suggestion.kind}-${suggestion.label}`}
            id={suggestionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
              index === activeIndex ? 'bg-amber-100' : 'hover:bg-zinc-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="flex-1">{suggestion.label}</span>
            <span className="text-xs text-zinc-500">
              {suggestion.kind === 'product' ? 'Clip' : 'Category'}
            </span>
          </div>
        )
      })}
    </div>
  )
}
