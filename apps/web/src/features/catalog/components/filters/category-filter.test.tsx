import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CategoryFilter } from './category-filter'

const category = (parentTitle: string, children: string[]) => ({
  parentTitle,
  count: children.length,
  children: children.map((value) => ({ value, count: 1 })),
})

const catalog = [
  category('Automotive', ['Car Wash', 'Tires']),
  category('Churches', ['Church Events']),
  category('Retail & Sales', ['Clearance']),
  category('Seasonal & Holidays', ['Christmas', 'Halloween']),
  category('Services', ['Laundry']),
]

const fold = (name: string) => screen.getByRole('button', { name })
const shown = (name: RegExp) => screen.queryByRole('button', { name })

describe('CategoryFilter', () => {
  it("folds a long list of categories, but the chosen one's, and opens a fold when pressed", () => {
    const onChange = vi.fn()
    render(
      <CategoryFilter
        categories={catalog}
        category="Seasonal & Holidays"
        subcategory={undefined}
        onChange={onChange}
      />,
    )
    expect(fold('Automotive').getAttribute('aria-expanded')).toBe('false')
    expect(shown(/^Car Wash/)).toBeNull()
    expect(fold('Seasonal & Holidays').getAttribute('aria-expanded')).toBe('true')
    expect(shown(/^Halloween/)).not.toBeNull()

    fireEvent.click(fold('Automotive'))
    expect(fold('Automotive').getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: /^All Automotive/ }))
    expect(onChange).toHaveBeenCalledWith({ category: 'Automotive', subcategory: null })

    fireEvent.click(fold('Seasonal & Holidays'))
    expect(shown(/^Halloween/)).toBeNull()
  })

  it('opens every fold of a short list', () => {
    render(
      <CategoryFilter
        categories={catalog.slice(0, 2)}
        category={undefined}
        subcategory={undefined}
        onChange={vi.fn()}
      />,
    )
    expect(shown(/^Tires/)).not.toBeNull()
    expect(shown(/^Church Events/)).not.toBeNull()
  })
})
