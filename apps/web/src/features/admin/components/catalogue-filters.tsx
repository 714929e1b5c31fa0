import type { AdminTaxonomy } from '@marquee/core'
import { Search } from 'lucide-react'
import { useId } from 'react'
import type { CatalogueFilter } from '../lib/catalogue-filter'
import { categoryOptions } from '../lib/category-options'
import { SelectField } from './select-field'

/** Search and filters above the catalogue list; every change narrows the list at once. */
export function CatalogueFilters({
  filter,
  taxonomy,
  onChange,
}: {
  filter: CatalogueFilter
  taxonomy: AdminTaxonomy
  onChange: (filter: CatalogueFilter) => void
}) {
  const searchId = useId()
  const set = (patch: Partial<CatalogueFilter>) => onChange({ ...filter, ...patch })
  return (
    <search
      aria-label="Find clips"
      className="mb-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-zinc-200 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-zinc-900">
          Search clips
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={searchId}
            type="search"
            value={filter.text}
            onChange={(event) => set({ text: event.target.value })}
            placeholder="Title or slug"
            className="h-12 w-full rounded-xl border border-zinc-300 bg-white pr-4 pl-10 text-zinc-900"
          />
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <SelectField
          label="Category"
          name="category"
          value={filter.categoryId === null ? '' : String(filter.categoryId)}
          options={[{ value: '', label: 'All categories' }, ...categoryOptions(taxonomy)]}
          onChange={(value) => set({ categoryId: value === '' ? null : Number(value) })}
        />
      </div>
      <SelectField
        label="In the shop"
        name="shop"
        value={filter.shop}
        options={[
          { value: 'all', label: 'All clips' },
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Drafts' },
        ]}
        onChange={(value) => set({ shop: value as CatalogueFilter['shop'] })}
      />
      <SelectField
        label="Stock"
        name="stock"
        value={filter.stock}
        options={[
          { value: 'all', label: 'Any stock' },
          { value: 'in-stock', label: 'In stock' },
          { value: 'out-of-stock', label: 'Out of stock' },
        ]}
        onChange={(value) => set({ stock: value as CatalogueFilter['stock'] })}
      />
    </search>
  )
}
