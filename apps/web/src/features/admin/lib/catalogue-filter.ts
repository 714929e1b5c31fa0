import type { AdminProduct, AdminTaxonomy } from '@marquee/core'

/** What the catalogue list is narrowed to; each is kept in the URL so a reload or a link keeps it. */
export interface CatalogueFilter {
  text: string
  categoryId: number | null
  shop: 'all' | 'published' | 'draft'
  stock: 'all' | 'in-stock' | 'out-of-stock'
}

const SHOP = ['all', 'published', 'draft'] as const
const STOCK = ['all', 'in-stock', 'out-of-stock'] as const

const oneOf = <T extends string>(allowed: readonly [T, ...T[]], value: string | null): T =>
  allowed.find((item) => item === value) ?? allowed[0]

/** Reads ?q=&category=&shop=&stock=; anything unknown reads as no filter. */
export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter {
  const category = Number(params.get('category'))
  return {
    text: params.get('q')?.trim() ?? '',
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    shop: oneOf(SHOP, params.get('shop')),
    stock: oneOf(STOCK, params.get('stock')),
  }
}

/** The URL's parameters for a filter, leaving out what is not narrowed. */
export function catalogueFilterParams(filter: CatalogueFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.text) params.set('q', filter.text)
  if (filter.categoryId !== null) params.set('category', String(filter.categoryId))
  if (filter.shop !== 'all') params.set('shop', filter.shop)
  if (filter.stock !== 'all') params.set('stock', filter.stock)
  return params
}

export const isFiltered = (filter: CatalogueFilter) => catalogueFilterParams(filter).size > 0

/** A category and the categories under it: a parent's filter shows its children's clips. */
function categoryAndChildren(taxonomy: AdminTaxonomy, id: number): Set<number> {
  const ids = new Set([id])
  for (const category of taxonomy.categories) {
    if (category.parentId === id) ids.add(category.id)
  }
  return ids
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)

/** The clips the filter keeps, in the list's order: every word of the text in the title or slug. */
export function filterCatalogue(
  products: readonly AdminProduct[],
  taxonomy: AdminTaxonomy,
  filter: CatalogueFilter,
): AdminProduct[] {
  const wanted = words(filter.text)
  const categories =
    filter.categoryId === null ? null : categoryAndChildren(taxonomy, filter.categoryId)
  return products.filter((product) => {
    const haystack = `${product.title} ${product.slug}`.toLowerCase()
    if (!wanted.every((word) => haystack.includes(word))) return false
    if (categories && !categories.has(product.categoryId)) return false
    if (filter.shop !== 'all' && product.published !== (filter.shop === 'published')) return false
    return filter.stock === 'all' || product.status === filter.stock
  })
}
