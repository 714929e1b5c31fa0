import type { AdminProduct, AdminTaxonomy } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { makeAdminProduct } from '@/test/make-admin-product'
import {
  catalogueFilterParams,
  filterCatalogue,
  isFiltered,
  readCatalogueFilter,
} from './catalogue-filter'

const taxonomy: AdminTaxonomy = {
  categories: [
    { id: 1, title: 'Automotive', parentId: null, clips: 0 },
    { id: 2, title: 'Car Wash', parentId: 1, clips: 0 },
    { id: 3, title: 'Holidays', parentId: null, clips: 0 },
  ],
  brands: [],
}

const clip = makeAdminProduct
const clips = [
  clip(1, 'Tire Sale Countdown'),
  clip(2, 'Foam Wash Bubbles', { published: false }),
  clip(3, 'Holiday Snow Sale', { categoryId: 3, status: 'out-of-stock' }),
]
const titles = (found: AdminProduct[]) => found.map((product) => product.title)
const filterOf = (query: string) => readCatalogueFilter(new URLSearchParams(query))

describe('catalogue filter', () => {
  it('keeps clips whose title or slug holds every word, in any case', () => {
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('q=sale')))).toEqual([
      'Tire Sale Countdown',
      'Holiday Snow Sale',
    ])
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('q=SNOW+sale')))).toEqual([
      'Holiday Snow Sale',
    ])
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('q=foam-wash')))).toEqual([
      'Foam Wash Bubbles',
    ])
  })

  it('narrows by category (a parent takes in its children), shop and stock together', () => {
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('category=1')))).toEqual([
      'Tire Sale Countdown',
      'Foam Wash Bubbles',
    ])
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('category=1&shop=draft')))).toEqual([
      'Foam Wash Bubbles',
    ])
    expect(titles(filterCatalogue(clips, taxonomy, filterOf('stock=out-of-stock')))).toEqual([
      'Holiday Snow Sale',
    ])
  })

  it('reads unknown values as no filter and writes back only what narrows', () => {
    const filter = filterOf('q=%20tire%20&category=abc&shop=sometimes&stock=in-stock')
    expect(filter).toEqual({ text: 'tire', categoryId: null, shop: 'all', stock: 'in-stock' })
    expect(catalogueFilterParams(filter).toString()).toBe('q=tire&stock=in-stock')
    expect(isFiltered(filterOf(''))).toBe(false)
    expect(isFiltered(filter)).toBe(true)
  })
})
