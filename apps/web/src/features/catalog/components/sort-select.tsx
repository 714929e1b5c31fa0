import type { SortBy } from '@marquee/core'
import { useId } from 'react'

/** docs/requirements.md §4: the dropdowns offer only default, high and low. */
const OPTIONS: Array<{ value: SortBy; label: string }> = [
  { value: 'asc', label: 'Default Sorting' },
  { value: 'high', label: 'Price High To Low' },
  { value: 'low', label: 'Price Low To High' },
]

interface SortSelectProps {
  value: SortBy | undefined
  onChange: (value: SortBy) => void
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId()
  const selected = OPTIONS.some((option) => option.value === value) ? value : 'asc'
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Sort products
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => onChange(event.target.value as SortBy)}
        className="h-10 rounded-full border border-zinc-300 bg-white pr-8 pl-4 text-sm font-medium text-zinc-800"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
