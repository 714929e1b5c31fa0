import { describe, expect, it } from 'vitest'
import { fromSearchSlug, toSearchSlug } from './search-text.ts'

describe('search text', () => {
  it('joins lowercase words with hyphens', () => {
    expect(toSearchSlug('  Oil   Change Special ')).toBe('oil-change-special')
  })

  it('turns dashes back into spaces', () => {
    expect(fromSearchSlug('oil-change--special')).toBe('oil change special')
  })
})
