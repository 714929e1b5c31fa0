import type { SearchFacets } from '@marquee/core'
import type { QueryChanges } from '../../hooks/use-merge-query'
import { FilterSection } from './filter-section'
import { OptionButton } from './option-button'

interface BrandFilterProps {
  brands: SearchFacets['brands']
  brand: string | undefined
  onChange: (changes: QueryChanges) => void
}

export function BrandFilter({ brands, brand, onChange }: BrandFilterProps) {
  if (brands.length === 0) return null
  return (
    <FilterSection title="Brands">
      <ul className="flex flex-col gap-0.5">
        {brands.map((option) => (
          <li key={option.value}>
            <OptionButton
              active={brand === option.value}
              count={option.count}
              onClick={() => onChange({ brand: brand === option.value ? null : option.value })}
            >
              {option.value}
            </OptionButton>
          </li>
        ))}
      </ul>
    </FilterSection>
  )
}
