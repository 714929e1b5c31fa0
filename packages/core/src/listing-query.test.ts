import { describe, expect, it } from 'vitest'
import {
  apiUrl,
  hasSearchTerms,
  isSortBy,
  LISTING_PAGE_SIZE,
  listingApiUrl,
  searchQueryFromParams,
  shopQueryFromParams,
} from './listing-query.ts'
import { DEFAULT_PAGE_SIZE, SORT_VALUES } from './search.ts'

/** An address's query, read as the storefront's URLSearchParams reads it. */
const params = (query: string) => {
  const values = new Map<string, string>()
  for (const pair of query.split('&').filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=')
    if (!values.has(key)) values.set(key, decodeURIComponent(value.replaceAll('+', ' ')))
  }
  return { get: (key: string) => values.get(key) ?? null }
}

describe('listing constants', () => {
  it('match the shared search schema', () => {
    expect(LISTING_PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE)
    expect(SORT_VALUES.every(isSortBy)).toBe(true)
    expect(isSortBy('relevance')).toBe(false)
  })
})

describe('apiUrl', () => {
  it('drops empty parameters', () => {
    expect(apiUrl('/products/search', { q: 'oil', brand: '', page: 2, size: undefined })).toBe(
      '/api/products/search?q=oil&page=2',
    )
  })

  it('encodes values as a form does', () => {
    expect(apiUrl('/products/search', { brand: 'Lumen & Co', q: 'café 50%' })).toBe(
      '/api/products/search?brand=Lumen+%26+Co&q=caf%C3%A9+50%25',
    )
  })
})

describe('shopQueryFromParams', () => {
  it('reads every filter of the address', () => {
    const address = params(
      'category=Automotive&subcategory=Tires&brand=Brightbox&size=Large&color=red&minPrice=5&maxPrice=15&page=2&sortBy=low',
    )
    expect(shopQueryFromParams(address)).toEqual({
      category: 'Automotive',
      subcategory: 'Tires',
      brand: 'Brightbox',
      size: 'Large',
      color: 'red',
      minPrice: 5,
      maxPrice: 15,
      sortBy: 'low',
      page: 2,
      pageSize: 12,
    })
  })

  it('drops junk instead of sending the API a query it would refuse', () => {
    const query = shopQueryFromParams(params('page=abc&sortBy=x&minPrice=-3'))
    expect(query).toMatchObject({ page: 1, sortBy: undefined, minPrice: undefined })
  })

  it('swaps a price range given the wrong way round', () => {
    const query = shopQueryFromParams(params('minPrice=20&maxPrice=10'))
    expect(query).toMatchObject({ minPrice: 10, maxPrice: 20 })
  })
})

describe('searchQueryFromParams', () => {
  it('turns dashes into spaces and fills the defaults', () => {
    const query = searchQueryFromParams(params('searchText=oil-change-special'))
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
    expect(searchQueryFromParams(params('sortBy=high&page=3'))).toMatchObject({
      sortBy: 'high',
      page: 3,
    })
    const junk = searchQueryFromParams(params('sortBy=evil&page=-2'))
    expect(junk.sortBy).toBeUndefined()
    expect(junk.page).toBe(1)
  })

  it('needs text or a product type to search', () => {
    expect(hasSearchTerms(params('sortBy=low'))).toBe(false)
    expect(hasSearchTerms(params('productType=Automotive'))).toBe(true)
  })
})

describe('listingApiUrl', () => {
  it('is the plain shop listing for a bare address', () => {
    expect(listingApiUrl(shopQueryFromParams(params('')))).toBe(
      '/api/products/search?page=1&pageSize=12',
    )
  })

  it('keeps the search page parameters in one order whatever the address order', () => {
    const query = searchQueryFromParams(params('page=2&searchText=oil-change'))
    expect(listingApiUrl(query)).toBe('/api/products/search?q=oil+change&page=2&pageSize=12')
  })
})
