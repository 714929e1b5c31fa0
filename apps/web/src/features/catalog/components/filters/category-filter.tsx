import type { SearchFacets } from '@marquee/core'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'
import { OptionButton } from './option-button'

/** Up to this many categories every fold starts open; beyond it, only the chosen one's. */
const ALL_OPEN_UP_TO = 4

interface CategoryFilterProps {
  categories: SearchFacets['categories']
  category: string | undefined
  subcategory: string | undefined
  onChange: (changes: QueryChanges) => void
}

/**
 * docs/requirements.md §2's category accordion: one fold per top-level category, its subcategories inside.
 * With the whole catalogue's categories the folds start closed (but the chosen category's), so
 * the sidebar is a short list of categories instead of a page of subcategories.
 */
export function CategoryFilter({
  categories,
  category,
  subcategory,
  onChange,
}: CategoryFilterProps) {
  const foldId = useId()
  // Only what the visitor opened or closed; every other fold follows the rule above.
  const [toggled, setToggled] = useState<Record<string, boolean>>({})
  if (categories.length === 0) return null
  const isOpen = (parent: string) =>
    toggled[parent] ?? (categories.length <= ALL_OPEN_UP_TO || parent === category)

  return (
    <FilterSection title="Categories">
      <ul className="flex flex-col gap-1">
        {categories.map((parent, index) => {
          const open = isOpen(parent.parentTitle)
          const listId = `${foldId}-${index}`
          const parentActive = category === parent.parentTitle && !subcategory
          return (
            <li key={parent.parentTitle}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                onClick={() => setToggled((all) => ({ ...all, [parent.parentTitle]: !open }))}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-semibold text-zinc-900 hover:bg-zinc-100',
                  category === parent.parentTitle && 'text-amber-800',
                )}
              >
                {parent.parentTitle}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
                />
              </button>
              {open && (
                <ul id={listId} className="mt-1 mb-2 flex flex-col gap-0.5 pl-2">
                  <li>
                    <OptionButton
                      active={parentActive}
                      count={parent.count}
                      onClick={() =>
                        onChange({
                          category: parentActive ? null : parent.parentTitle,
                          subcategory: null,
                        })
                      }
                    >
                      All {parent.parentTitle}
                    </OptionButton>
                  </li>
                  {parent.children.map((child) => {
                    const active = category === parent.parentTitle && subcategory === child.value
                    return (
                      <li key={child.value}>
                        <OptionButton
                          active={active}
                          count={child.count}
                          onClick={() =>
                            onChange(
                              active
                                ? { category: null, subcategory: null }
                                : { category: parent.parentTitle, subcategory: child.value },
                            )
                          }
                        >
                          {child.value}
                        </OptionButton>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </FilterSection>
  )
}
