import type { SearchFacets } from '@marquee/core'
import { ChevronDown } from 'lucide-react'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'
import { OptionButton } from './option-button'

interface CategoryFilterProps {
  categories: SearchFacets['categories']
  category: string | undefined
  subcategory: string | undefined
  onChange: (changes: QueryChanges) => void
}

/** SPEC §2's category accordion: one fold per top-level category, its subcategories inside. */
export function CategoryFilter({
  categories,
  category,
  subcategory,
  onChange,
}: CategoryFilterProps) {
  if (categories.length === 0) return null
  return (
    <FilterSection title="Categories">
      <div className="flex flex-col gap-2">
        {categories.map((parent) => {
          const parentActive = category === parent.parentTitle && !subcategory
          return (
            <details key={parent.parentTitle} open className="group/fold">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2 font-semibold text-zinc-900 hover:bg-zinc-100 [&::-webkit-details-marker]:hidden">
                {parent.parentTitle}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open/fold:rotate-180"
                />
              </summary>
              <ul className="mt-1 flex flex-col gap-0.5 pl-2">
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
            </details>
          )
        })}
      </div>
    </FilterSection>
  )
}
