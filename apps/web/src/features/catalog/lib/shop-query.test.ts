import { describe, expect, it } from 'vitest'
import { shopQueryFromParams } from './shop-query'

describe('shopQueryFromParams', () => {
  it('reads every filter of the address', () => {
    const params = new URLSearchParams(
      'category=Automotive&subcategory=Tires&brand=Brightbox&size=Large&color=red&minPrice=5&maxPrice=15&page=2&sortBy=low',
    )
    expect(shopQueryFromParams(params)).toEqual({
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
    const query = shopQueryFromParams(new URLSearchParams('page=abc&sortBy=x&minPrice=-3'))
    expect(query).toMatchObject({ page: 1, sortBy: undefined, minPrice: undefined })
  })

  it('swaps a price range given the wrong way round', () => {
    const query = shopQueryFromParams(new URLSearchParams('minPrice=20&maxPrice=10'))
    expect(query).toMatchObject({ minPrice: 10, maxPrice: 20 })
  })
})
