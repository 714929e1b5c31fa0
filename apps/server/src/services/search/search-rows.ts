import { type Product, type SearchFacets, toDollars } from '@marquee/core'
import type { CatalogLabels } from './catalog-labels.ts'
import { type SearchRow, VALUE_SEPARATOR } from './search-statement.ts'

type PageDocument = Omit<Product, 'category' | 'parentCategory' | 'brand'> & {
  categoryId: number
  brandId: number
}

/** The page's products, in order, named with the catalogue's labels. */
export function pageProducts(rows: SearchRow[], labels: CatalogLabels): Product[] {
  return rows
    .filter((row) => row.kind === 'page')
    .sort((x, y) => x.n - y.n)
    .map((row) => {
      const { categoryId, brandId, ...product } = JSON.parse(row.doc ?? '{}') as PageDocument
      const category = labels.categories.get(categoryId)
      return {
        ...product,
        category: category?.title ?? '',
        parentCategory: category?.parentTitle ?? '',
        brand: labels.brands.get(brandId) ?? '',
      }
    })
}

export function totalCount(rows: SearchRow[]): number {
  return rows.find((row) => row.kind === 'summary')?.n ?? 0
}

/** Counts the summary row's value lists into the facets, named with the catalogue's labels. */
export function toFacets(rows: SearchRow[], labels: CatalogLabels): SearchFacets {
  const summary = rows.find((row) => row.kind === 'summary')
  const brandCounts = tally(summary?.brandIds, ',')
  return {
    categories: categoryTree(tally(summary?.categoryIds, ','), labels),
    brands: sorted(
      [...brandCounts].map(([id, count]) => ({
        value: labels.brands.get(Number(id)) ?? id,
        count,
      })),
    ),
    sizes: sorted([...tally(summary?.sizes, VALUE_SEPARATOR)].map(toEntry)),
    colors: sorted([...tally(summary?.colors, VALUE_SEPARATOR)].map(toEntry)),
    price: {
      min: summary?.minPrice == null ? 0 : toDollars(summary.minPrice),
      max: summary?.maxPrice == null ? 0 : toDollars(summary.maxPrice),
    },
  }
}

function tally(list: string | null | undefined, separator: string): Map<string, number> {
  const counts = new Map<string, number>()
  if (!list) return counts
  for (const value of list.split(separator)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

const toEntry = ([value, count]: [string, number]) => ({ value, count })

/** Most common first, then by name, so the sidebar order is stable. */
function sorted(entries: { value: string; count: number }[]) {
  return entries.sort((x, y) => y.count - x.count || x.value.localeCompare(y.value))
}

/** Parents and children in the shop's category order, each with its count. */
function categoryTree(
  counts: Map<string, number>,
  labels: CatalogLabels,
): SearchFacets['categories'] {
  const children = [...counts]
    .flatMap(([id, count]) => {
      const label = labels.categories.get(Number(id))
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
