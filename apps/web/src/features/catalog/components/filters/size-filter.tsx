import type { SearchFacets } from '@marquee/core'
import { cn } from '@/lib/cn'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'

interface SizeFilterProps {
  sizes: SearchFacets['sizes']
  size: string | undefined
  onChange: (changes: QueryChanges) => void
}

export function SizeFilter({ sizes, size, onChange }: SizeFilterProps) {
  if (sizes.length === 0) return null
  return (
    <FilterSection title="Size">
      <ul className="flex flex-wrap gap-2">
        {sizes.map((option) => {
          const active = size === option.value
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ size: active ? null : option.value })}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  active
                    ? 'border-zinc-950 bg-zinc-950 text-amber-300'
                    : 'border-zinc-300 text-zinc-700 hover:border-zinc-950',
                )}
              >
                {option.value} <span className="text-xs opacity-80">({option.count})</span>
              </button>
            </li>
          )
        })}
      </ul>
    </FilterSection>
  )
}
