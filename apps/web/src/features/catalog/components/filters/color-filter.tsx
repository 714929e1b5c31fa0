import type { SearchFacets } from '@marquee/core'
import { cn } from '@/lib/cn'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'

/** docs/requirements.md §9: only the first 8 colours are shown. */
export const MAX_COLOURS = 8

/** LED colour names that are not CSS colour keywords, or read better as a lit LED. */
const SWATCHES: Record<string, string> = {
  amber: '#f59e0b',
  red: '#ef4444',
  yellow: '#facc15',
  green: '#22c55e',
  blue: '#3b82f6',
  cyan: '#22d3ee',
  purple: '#a855f7',
  pink: '#ec4899',
  orange: '#f97316',
  white: '#ffffff',
}

interface ColorFilterProps {
  colors: SearchFacets['colors']
  color: string | undefined
  onChange: (changes: QueryChanges) => void
}

export function ColorFilter({ colors, color, onChange }: ColorFilterProps) {
  if (colors.length === 0) return null
  return (
    <FilterSection title="Colour">
      <ul className="grid grid-cols-2 gap-1.5">
        {colors.slice(0, MAX_COLOURS).map((option) => {
          const active = color === option.value
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ color: active ? null : option.value })}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-sm capitalize transition-colors',
                  active
                    ? 'bg-zinc-950 font-semibold text-amber-300'
                    : 'text-zinc-700 hover:bg-zinc-100',
                )}
              >
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full ring-1 ring-zinc-300"
                  style={{ backgroundColor: SWATCHES[option.value] ?? option.value }}
                />
                {option.value}
              </button>
            </li>
          )
        })}
      </ul>
    </FilterSection>
  )
}
