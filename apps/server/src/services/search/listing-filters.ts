import { type SearchOrder, type SearchQuery, toCents } from '@marquee/core'
import type { CatalogLabels } from './catalog-labels.ts'
import type { FacetIndex, ProductFacets } from './facet-index.ts'

/** One bit per sidebar filter in a product's mask: set when it passes that filter. */
export const FILTER_BITS = { category: 1, brand: 2, size: 4, color: 8, price: 16 } as const
/** The mask of a product that passes every filter: a result. */
export const ALL_FILTERS = 31

/** Blank parameters (`?brand=`) mean "no filter", as the shop's reset links send them. */
export const given = (value: string | undefined) => (value ? value.toLowerCase() : undefined)

/**
 * The sidebar filters of one search as tests on an index entry. Each filter is its own bit
 * so the facets can leave out their own dimension (a chosen brand still lists the other
 * brands). Names compare ignoring case; `productType` and `category` name a parent or a
 * child category, `subcategory` only a child.
 */
export function filterMask(
  query: SearchQuery,
  order: SearchOrder,
  index: FacetIndex,
  labels: CatalogLabels,
): { base: (product: ProductFacets) => boolean; mask: (product: ProductFacets) => number } {
  const categories = categoryIds(query, labels)
  const brand = given(query.brand)
  const brands = brand === undefined ? undefined : idsNamed(labels.brands, brand)
  const sizes = codesOf(index.sizeValues, given(query.size))
  const colors = codesOf(index.colorValues, given(query.color))
  const min = query.minPrice === undefined ? undefined : toCents(query.minPrice)
  const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice)
  const sale = order === 'sale'
  return {
    base: (product) =>
      !sale || (product.oldPriceCents !== null && product.oldPriceCents > product.priceCents),
    mask: (product) =>
      (categories === undefined || categories.has(product.categoryId) ? FILTER_BITS.category : 0) +
      (brands === undefined || brands.has(product.brandId) ? FILTER_BITS.brand : 0) +
      (sizes === undefined || product.sizes.some((code) => sizes.has(code))
        ? FILTER_BITS.size
        : 0) +
      (colors === undefined || product.colors.some((code) => colors.has(code))
        ? FILTER_BITS.color
        : 0) +
      ((min === undefined || product.priceCents >= min) &&
      (max === undefined || product.priceCents <= max)
        ? FILTER_BITS.price
        : 0),
  }
}

/** The category ids every given category parameter allows, or undefined for no filter. */
export function categoryIds(query: SearchQuery, labels: CatalogLabels): Set<number> | undefined {
  const tests = [
    [given(query.productType), true],
    [given(query.category), true],
    [given(query.subcategory), false],
  ] as const
  if (tests.every(([title]) => title === undefined)) return undefined
  const ids = new Set<number>()
  for (const [id, label] of labels.categories) {
    const title = label.title.toLowerCase()
    const parent = label.parentTitle.toLowerCase()
    const passes = tests.every(
      ([wanted, orParent]) =>
        wanted === undefined || title === wanted || (orParent && parent === wanted),
    )
    if (passes) ids.add(id)
  }
  return ids
}

export function idsNamed(names: Map<number, string>, wanted: string): Set<number> {
  const ids = new Set<number>()
  for (const [id, name] of names) if (name.toLowerCase() === wanted) ids.add(id)
  return ids
}

function codesOf(values: string[], wanted: string | undefined): Set<number> | undefined {
  if (wanted === undefined) return undefined
  const codes = new Set<number>()
  values.forEach((value, code) => {
    if (value.toLowerCase() === wanted) codes.add(code)
  })
  return codes
}
