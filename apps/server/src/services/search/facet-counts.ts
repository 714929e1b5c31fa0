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
  // Counts by category id, brand id, size and colour code: arrays of zeros, no hashing.
  const categories = zeros(1 + Math.max(0, ...labels.categories.keys()))
  const brands = zeros(1 + Math.max(0, ...labels.brands.keys()))
  const sizes = zeros(index.sizeValues.length)
  const colors = zeros(index.colorValues.length)
  let minPrice = Number.POSITIVE_INFINITY
  let maxPrice = Number.NEGATIVE_INFINITY
  let count = 0
  matches((product, mask) => {
    // Most matches of a listing pass every filter: then every facet counts them.
    const all = mask === ALL_FILTERS
    if (all) count++
    if (all || passesOthers(mask, FILTER_BITS.category)) add(categories, product.categoryId)
    if (all || passesOthers(mask, FILTER_BITS.brand)) add(brands, product.brandId)
    if (all || passesOthers(mask, FILTER_BITS.size))
      for (const size of product.sizes) add(sizes, size)
    if (all || passesOthers(mask, FILTER_BITS.color))
      for (const color of product.colors) add(colors, color)
    if (all || passesOthers(mask, FILTER_BITS.price)) {
      if (product.priceCents < minPrice) minPrice = product.priceCents
      if (product.priceCents > maxPrice) maxPrice = product.priceCents
    }
  })
  const facets = facetsFrom(
    {
      categories: counted(categories, (id) => id),
      brands: counted(brands, (id) => id),
      sizes: counted(sizes, (code) => index.sizeValues[code] ?? ''),
      colors: counted(colors, (code) => index.colorValues[code] ?? ''),
      priceCents: Number.isFinite(minPrice) ? { min: minPrice, max: maxPrice } : undefined,
    },
    labels,
  )
  return { count, facets }
}

/** What a sidebar counts, by id or value; the price range in cents, undefined when nothing counts. */
export interface FacetTallies {
  categories: { value: number; count: number }[]
  brands: { value: number; count: number }[]
  sizes: { value: string; count: number }[]
  colors: { value: string; count: number }[]
  priceCents: { min: number; max: number } | undefined
}

/** The sidebar of tallies: names in place of ids, in the shop's order. */
export function facetsFrom(tallies: FacetTallies, labels: CatalogLabels): SearchFacets {
  const { priceCents } = tallies
  return {
    categories: categoryTree(tallies.categories, labels),
    brands: sorted(
      tallies.brands.map(({ value, count }) => ({
        value: labels.brands.get(value) ?? String(value),
        count,
      })),
    ),
    sizes: sorted(tallies.sizes),
    colors: sorted(tallies.colors),
    price: priceCents
      ? { min: toDollars(priceCents.min), max: toDollars(priceCents.max) }
      : { min: 0, max: 0 },
  }
}

const zeros = (length: number): Int32Array => new Int32Array(length)

/** A key beyond the array (a category added since the labels were read) is left out. */
function add(counts: Int32Array, key: number): void {
  if (key < counts.length) counts[key] = (counts[key] as number) + 1
}

/** The counted keys of a count array, named. */
function counted<T>(counts: Int32Array, name: (key: number) => T) {
  const entries: { value: T; count: number }[] = []
  counts.forEach((count, key) => {
    if (count > 0) entries.push({ value: name(key), count })
  })
  return entries
}

/** Most common first, then by name, so the sidebar order is stable. */
function sorted(entries: { value: string; count: number }[]) {
  return entries.sort((x, y) => y.count - x.count || x.value.localeCompare(y.value))
}

/** Parents and children in the shop's category order, each with its count. */
function categoryTree(
  counts: { value: number; count: number }[],
  labels: CatalogLabels,
): SearchFacets['categories'] {
  const children = counts
    .flatMap(({ value: id, count }) => {
      const label = labels.categories.get(id)
      return label ? [{ ...label, count }] : []
    })
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
