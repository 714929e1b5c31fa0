import { DEFAULT_PAGE_SIZE, SORT_VALUES, searchOrder } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, PAGE_SIZE, SORT_OPTIONS } from './search-constants'

describe('search constants', () => {
  it('match the shared search schema', () => {
    expect(PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE)
    expect(SORT_OPTIONS).toEqual(SORT_VALUES)
    expect(searchOrder({})).toBe(DEFAULT_SORT)
  })
})
