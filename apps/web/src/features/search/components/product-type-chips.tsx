import { useCategories } from '@/features/catalog'
import { cn } from '@/lib/cn'

interface ProductTypeChipsProps {
  selected: string | null
  onChange: (type: string | null) => void
}

/** The optional product type of docs/requirements.md §2: one chip per top-level category; a second press clears it. */
export function ProductTypeChips({ selected, onChange }: ProductTypeChipsProps) {
  const { data: categories = [] } = useCategories()
  if (categories.length === 0) return null
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Product type</legend>
      <span aria-hidden="true" className="mr-1 text-sm text-zinc-400">
        Type:
      </span>
      {categories.map(({ parentTitle }) => {
        const active = selected === parentTitle
        return (
          <button
            key={parentTitle}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : parentTitle)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold transition-colors',
              active
                ? 'border-amber-400 bg-amber-400 text-zinc-950'
                : 'border-white/25 text-zinc-200 hover:border-amber-300 hover:text-amber-300',
            )}
          >
            {parentTitle}
          </button>
        )
      })}
    </fieldset>
  )
}
