import { type SearchFacets, toDollars } from '@marquee/core'
import type { CatalogLabels } from './catalog-labels.ts'
import type { FacetIndex, ProductFacets } from './facet-index.ts'
import { ALL_FILTERS, FILTER_BITS } from './listing-filters.ts'

/** Calls `each` for every match (a product within the text and the sale rule) and its mask. */
export type Matches = (each: (product: ProductFacets, mask: number) => void) => void

export interface Summary {
  /** Matches that pass every filter: the total before paging. */
  count: number
  facets: SearchFacets
}

/** Passes every filter, its own left out: what a facet counts. */
const passesOthers = (mask: number, own: number) => (mask | own) === ALL_FILTERS

/**
 * The total and the facets of a search. Each facet counts the matches that pass every
 * filter but its own, so a sidebar keeps offering the alternatives, and the price range
 * ignores the price filter, so the slider (0 to the maximum) does not shrink as it moves.
 */
export function summarise(matches: Matches, index: FacetIndex, labels: CatalogLabels): Summary {
  // Counts by category id, brand id, size and colour code: sparse arrays, no hashing.
  const categories: number[] = []
  const brands: number[] = []
  const sizes: number[] = []
  const colors: number[] = []
  let minPrice = Number.POSITIVE_INFINITY
  let maxPrice = Number.NEGATIVE_INFINITY
  let count = 0
  matches((product, mask) => {
    if (mask === ALL_FILTERS) count++
    if (passesOthers(mask, FILTER_BITS.category)) add(categories, product.categoryId)
    if (passesOthers(mask, FILTER_BITS.brand)) add(brands, product.brandId)
    if (passesOthers(mask, FILTER_BITS.size)) for (const size of product.sizes) add(sizes, size)
    if (passesOthers(mask, FILTER_BITS.color))
      for (const color of product.colors) add(colors, color)
    if (passesOthers(mask, FILTER_BITS.price)) {
      minPrice = Math.min(minPrice, product.priceCents)
      maxPrice = Math.max(maxPrice, product.priceCents)
    }
  })
  const facets: SearchFacets = {
    categories: categoryTree(categories, labels),
    brands: sorted(counted(brands, (id) => labels.brands.get(id) ?? String(id))),
    sizes: sorted(counted(sizes, (code) => index.sizeValues[code] ?? '')),
    colors: sorted(counted(colors, (code) => index.colorValues[code] ?? '')),
    price: Number.isFinite(minPrice)
      ? { min: toDollars(minPrice), max: toDollars(maxPrice) }
      : { min: 0, max: 0 },
  }
  return { count, facets }
}

function add(counts: number[], key: number): void {
  counts[key] = (counts[key] ?? 0) + 1
}

/** The counted keys of a sparse count array, named. */
function counted<T>(counts: number[], name: (key: number) => T) {
  const entries: { value: T; count: number }[] = []
  counts.forEach((count, key) => {
    entries.push({ value: name(key), count })
  })
  return entries
}

/** Most common first, then by name, so the sidebar order is stable. */
function sorted(entries: { value: string; count: number }[]) {
  return entries.sort((x, y) => y.count - x.count || x.value.localeCompare(y.value))
}

/** Parents and children in the shop's category order, each with its count. */
function categoryTree(counts: number[], labels: CatalogLabels): SearchFacets['categories'] {
  const children = counted(counts, (id) => labels.categories.get(id))
    .flatMap(({ value: label, count }) => (label ? [{ ...label, count }] : []))
    .sort(
      (x, y) =>
        x.parentPosition - y.parentPosition ||
        x.parentTitle.localeCompare(y.parentTitle) ||
        x.position - y.position ||
        x.title.localeCompare(y.title),
    )
  const tree: SearchFacets['categories'] = []
  for (const child of children) {
    let parent = tree.find((entry) => entry.parentTitle === child.parentTitle)
    if (!parent) {
      parent = { parentTitle: child.parentTitle, count: 0, children: [] }
      tree.push(parent)
    }
    parent.count += child.count
    parent.children.push({ value: child.title, count: child.count })
  }
  return tree
}
