import { describe, expect, it } from 'vitest'
import { hasSearchTerms, searchQueryFromParams } from './search-params'

describe('searchQueryFromParams', () => {
  it('turns dashes into spaces and fills the defaults', () => {
    const query = searchQueryFromParams(new URLSearchParams('searchText=oil-change-special'))
    expect(query).toEqual(
      expect.objectContaining({
        q: 'oil change special',
        sortBy: undefined,
        page: 1,
        pageSize: 12,
      }),
    )
  })

  it('keeps a valid sort and page and ignores junk', () => {
    expect(searchQueryFromParams(new URLSearchParams('sortBy=high&page=3'))).toMatchObject({
      sortBy: 'high',
      page: 3,
    })
    const junk = searchQueryFromParams(new URLSearchParams('sortBy=evil&page=-2'))
    expect(junk.sortBy).toBeUndefined()
    expect(junk.page).toBe(1)
  })

  it('needs text or a product type to search', () => {
    expect(hasSearchTerms(new URLSearchParams('sortBy=low'))).toBe(false)
    expect(hasSearchTerms(new URLSearchParams('productType=Automotive'))).toBe(true)
  })
})
